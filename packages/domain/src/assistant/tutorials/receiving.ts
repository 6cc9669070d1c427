import type { Tutorial } from './types.js';

/** Receiving stock: by hand, from a receipt photo, from a CSV file (apps/web/src/features/inventory, drafts). */
export const receivingTutorials: readonly Tutorial[] = [
  {
    id: 'receive-stock',
    path: '/inventory',
    title: { en: 'Receive stock (Add Product)', ar: 'استلام البضاعة (إضافة منتج)' },
    summary: {
      en: "Put a supplier's order into stock by hand, product by product.",
      ar: 'أدخل طلبية المورد إلى المخزون يدوياً، منتجاً بعد منتج.',
    },
    steps: {
      en: [
        'Open Inventory and press “Add Product”.',
        'Choose the Supplier (or “Add supplier” if it is new) and type the Order ID from the supplier’s invoice.',
        'For each product fill in Product name, Barcode, Category, Quantity (boxes), Units per box, Cost per box, Retail per box and Expiry date.',
        'Press “Add another product” for the next line of the invoice.',
        'Press “Add” to put everything into stock, or “Save as draft” to finish later from the Drafts tab.',
        'A product received with a new expiry date is kept as a separate lot; the till sells the earliest expiry first.',
      ],
      ar: [
        'افتح «المخزون» واضغط «إضافة منتج».',
        'اختر «المورد» (أو «إضافة مورد» إن كان جديداً) واكتب «رقم الطلبية» من فاتورة المورد.',
        'لكل منتج املأ «اسم المنتج» و«الباركود» و«الفئة» و«الكمية (علب)» و«الوحدات في العلبة» و«التكلفة للعلبة» و«البيع للعلبة» و«تاريخ الانتهاء».',
        'اضغط «إضافة منتج آخر» للسطر التالي من الفاتورة.',
        'اضغط «إضافة» لإدخال كل شيء إلى المخزون، أو «حفظ كمسودة» لإكماله لاحقاً من تبويب «المسودات».',
        'المنتج المستلم بتاريخ انتهاء جديد يُحفظ كدفعة منفصلة؛ ويبيع الكاشير الأقرب انتهاءً أولاً.',
      ],
    },
    keywords: {
      en: [
        'receive',
        'receiving',
        'add stock',
        'new stock',
        'goods',
        'delivery',
        'invoice',
        'order',
        'add product',
        'enter products',
      ],
      ar: [
        'استلام',
        'استلم',
        'بضاعه',
        'بضاعة',
        'اضافه منتج',
        'اضيف منتج',
        'ادخال',
        'فاتوره',
        'طلبيه',
        'مخزون جديد',
        'وصلت',
      ],
    },
  },
  {
    id: 'receipt-scanner',
    path: '/inventory',
    title: {
      en: 'Receive stock from a receipt photo (Receipt scanner)',
      ar: 'استلام البضاعة من صورة الإيصال (ماسح الإيصالات)',
    },
    summary: {
      en: "Read the products from a photo of the supplier's printed receipt.",
      ar: 'قراءة المنتجات من صورة إيصال المورد المطبوع.',
    },
    steps: {
      en: [
        'Open Inventory and the “Receipt scanner” tab.',
        'Press “Take photo” (or “Choose image” for a saved picture) of the supplier’s printed receipt.',
        'Press “Process receipt” and wait while it is read.',
        'Check the products read from the receipt: add the retail price, units per box and expiry date where missing.',
        'Check the supplier: a known supplier is chosen for you; otherwise pick it or choose “New supplier”.',
        'Press “Save Products” to put them into stock.',
      ],
      ar: [
        'افتح «المخزون» ثم تبويب «ماسح الإيصالات».',
        'اضغط «التقاط صورة» (أو «اختيار صورة» لصورة محفوظة) لإيصال المورد المطبوع.',
        'اضغط «معالجة الإيصال» وانتظر حتى تتم قراءته.',
        'راجع المنتجات المقروءة من الإيصال: أضف سعر البيع وعدد الوحدات في العلبة وتاريخ الانتهاء إن نقصت.',
        'راجع المورد: يُختار المورد المعروف تلقائياً، وإلا فاختره أو اختر «مورد جديد».',
        'اضغط «حفظ المنتجات» لإدخالها إلى المخزون.',
      ],
    },
    keywords: {
      en: ['ocr', 'scan', 'scanner', 'photo', 'picture', 'camera', 'receipt', 'invoice photo', 'receive'],
      ar: ['مسح', 'ماسح', 'صوره', 'اصور', 'تصوير', 'كاميرا', 'ايصال', 'وصل', 'فاتوره', 'استلام'],
    },
  },
  {
    id: 'csv-import',
    path: '/inventory',
    title: { en: 'Import products from a CSV file', ar: 'استيراد المنتجات من ملف CSV' },
    summary: {
      en: 'Bring many products in at once from a spreadsheet.',
      ar: 'إدخال منتجات كثيرة دفعة واحدة من جدول بيانات.',
    },
    steps: {
      en: [
        'Open Inventory and the “CSV import” tab; press “Download template” to get the columns.',
        'Fill the file: only the name is required; prices are plain numbers (2.50, not $2.50); dates are written YYYY-MM-DD.',
        'Press “Choose a CSV file” (or drop it there) and then “Import CSV”.',
        'The rows become a draft batch: press “Open in batch editor”.',
        'Check the rows, choose the supplier and order, then “Save Selected” or “Save All to Inventory”.',
      ],
      ar: [
        'افتح «المخزون» ثم تبويب «استيراد CSV»؛ اضغط «تنزيل القالب» لمعرفة الأعمدة.',
        'املأ الملف: الاسم وحده مطلوب؛ الأسعار أرقام مجردة (2.50 لا $2.50)؛ والتواريخ بالصيغة YYYY-MM-DD.',
        'اضغط «اختر ملف CSV» (أو أفلته هناك) ثم «استيراد CSV».',
        'تصبح الصفوف دفعة مسودة: اضغط «فتح في محرّر الدفعة».',
        'راجع الصفوف، واختر المورد والطلبية، ثم «حفظ المحدّد» أو «حفظ الكل في المخزون».',
      ],
    },
    keywords: {
      en: ['csv', 'excel', 'spreadsheet', 'bulk', 'import', 'file', 'upload', 'many products', 'template'],
      ar: ['csv', 'اكسل', 'ملف', 'استيراد', 'رفع', 'جماعي', 'منتجات كثيره', 'قالب', 'جدول'],
    },
  },
];
