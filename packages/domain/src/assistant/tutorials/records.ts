import type { Tutorial } from './types.js';

/** Keeping records right: suppliers, inventory corrections, expenses (features/suppliers, inventory, expenses). */
export const recordTutorials: readonly Tutorial[] = [
  {
    id: 'add-supplier',
    path: '/suppliers',
    title: { en: 'Add a new supplier and follow its orders', ar: 'إضافة مورد جديد ومتابعة طلباته' },
    summary: {
      en: 'Keep the companies you buy from, their orders and what you owe them.',
      ar: 'احفظ الشركات التي تشتري منها وطلباتها وما تدين به لها.',
    },
    steps: {
      en: [
        'Open Suppliers and press “Add Supplier”.',
        'Fill in Company name, Contact name and Phone number (Email and Address are optional), then press “Add Supplier”.',
        'You can also add a supplier while receiving stock: “Add supplier” in Add Product.',
        'Choose a supplier to see its Outstanding balance, Recent orders (“All Orders” for every one) and Payment history.',
        'Orders are created when you receive stock from the supplier; open one to see its products or return some.',
      ],
      ar: [
        'افتح «الموردون» واضغط «إضافة مورد».',
        'املأ «اسم الشركة» و«اسم جهة الاتصال» و«رقم الهاتف» (البريد الإلكتروني والعنوان اختياريان)، ثم اضغط «إضافة مورد».',
        'يمكنك أيضاً إضافة مورد أثناء استلام البضاعة: «إضافة مورد» في «إضافة منتج».',
        'اختر المورد لترى «الرصيد المستحق» و«أحدث الطلبات» («كل الطلبات» لجميعها) و«سجل الدفعات».',
        'تُنشأ الطلبات عند استلام بضاعة من المورد؛ افتح أحدها لترى منتجاته أو لإرجاع بعضها.',
      ],
    },
    keywords: {
      en: [
        'supplier',
        'suppliers',
        'add a supplier',
        'new supplier',
        'create supplier',
        'company',
        'vendor',
        'wholesaler',
        'contact',
        'orders',
      ],
      ar: ['مورد', 'موردين', 'مورد جديد', 'اضيف مورد', 'اضافه مورد', 'شركه', 'مذخر', 'تاجر', 'طلبات'],
    },
  },
  {
    id: 'edit-inventory',
    path: '/inventory',
    title: {
      en: 'Correct a product, its price, quantity or expiry',
      ar: 'تصحيح منتج أو سعره أو كميته أو تاريخ انتهائه',
    },
    summary: {
      en: 'Edit an inventory item, rename a product, see its history or delete it.',
      ar: 'عدّل صنفاً في المخزون، أو غيّر اسم منتج، أو اعرض سجله، أو احذفه.',
    },
    steps: {
      en: [
        'Open Inventory and find the product (search by name, barcode or supplier).',
        'Press “Edit item” to change the Quantity (boxes), Units per box, Cost per box, Retail per box or Expiry date of that lot, then “Save changes”.',
        'Press “Edit product” to change the Product name or Barcode of every lot, then “Save product”.',
        'Press “History” to see the cost price history and the expiry date history.',
        'Press “Delete” to remove the lot from inventory (this cannot be undone).',
      ],
      ar: [
        'افتح «المخزون» وابحث عن المنتج (بالاسم أو الباركود أو المورد).',
        'اضغط «تعديل العنصر» لتغيير «الكمية (علب)» أو «الوحدات في العلبة» أو «التكلفة للعلبة» أو «البيع للعلبة» أو «تاريخ الانتهاء» لتلك الدفعة، ثم «حفظ التغييرات».',
        'اضغط «تعديل المنتج» لتغيير «اسم المنتج» أو «الباركود» لكل الدفعات، ثم «حفظ المنتج».',
        'اضغط «السجل» لرؤية سجل سعر التكلفة وسجل تواريخ الانتهاء.',
        'اضغط «حذف» لإزالة الدفعة من المخزون (لا يمكن التراجع عن ذلك).',
      ],
    },
    keywords: {
      en: [
        'edit',
        'change',
        'correct',
        'fix',
        'price',
        'retail price',
        'cost',
        'quantity',
        'count',
        'expiry',
        'rename',
        'delete',
        'history',
      ],
      ar: ['تعديل', 'عدل', 'تغيير', 'غير', 'تصحيح', 'سعر', 'السعر', 'كميه', 'جرد', 'انتهاء', 'اسم', 'حذف', 'سجل'],
    },
  },
  {
    id: 'record-expense',
    path: '/expenses',
    title: { en: 'Record an expense', ar: 'تسجيل مصروف' },
    summary: {
      en: 'Record rent, salaries, bills and supplies so the net profit is right.',
      ar: 'سجّل الإيجار والرواتب والفواتير واللوازم ليكون صافي الربح صحيحاً.',
    },
    steps: {
      en: [
        'Open Expenses and press “Add Expense”.',
        'Enter the Title (e.g. Shop rent), the Amount, the Category and the Date; add a Description if needed.',
        'Attach a Receipt image if you have one (“Choose image” or “Take photo”).',
        'Press “Add Expense”. This Month’s total updates, and the Dashboard shows the net profit after expenses.',
        'Use the Year, Month and Category filters to find expenses; “Edit” or “Delete” corrects one.',
      ],
      ar: [
        'افتح «المصروفات» واضغط «إضافة مصروف».',
        'أدخل «العنوان» (مثال: إيجار المحل) و«المبلغ» و«الفئة» و«التاريخ»؛ وأضف «الوصف» إن لزم.',
        'أرفق «صورة الإيصال» إن وجدت («اختر صورة» أو «التقط صورة»).',
        'اضغط «إضافة مصروف». يتحدّث إجمالي «هذا الشهر»، وتعرض «لوحة التحكم» صافي الربح بعد المصروفات.',
        'استخدم تصفية «السنة» و«الشهر» و«الفئة» للبحث عن المصروفات؛ و«تعديل» أو «حذف» لتصحيح أحدها.',
      ],
    },
    keywords: {
      en: ['expense', 'expenses', 'cost', 'rent', 'salary', 'salaries', 'bill', 'bills', 'electricity', 'spending'],
      ar: ['مصروف', 'مصروفات', 'مصاريف', 'ايجار', 'راتب', 'رواتب', 'فاتوره', 'كهرباء', 'صرف'],
    },
  },
];
