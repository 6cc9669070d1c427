import type { Tutorial } from './types.js';

/** Suppliers and other businesses: paying, returning, transferring (features/suppliers, supplier-returns, transfers). */
export const supplierTutorials: readonly Tutorial[] = [
  {
    id: 'pay-supplier',
    path: '/suppliers',
    title: { en: 'Pay a supplier (Pay Outstanding)', ar: 'الدفع لمورد (سداد المستحق)' },
    summary: {
      en: 'See what you owe a supplier and pay its unpaid orders.',
      ar: 'اعرف ما تدين به لمورد وسدّد طلباته غير المدفوعة.',
    },
    steps: {
      en: [
        'Open Suppliers and choose the supplier: its Outstanding balance, recent orders and Payment history are shown.',
        'Press “Pay Outstanding”.',
        'Tick the Unpaid orders you are paying now (or “Select all”).',
        'Enter a Discount (%) if the supplier gives one; the Amount to pay is shown.',
        'Press “Pay …” to record the payment. The orders show Paid and the balance goes down.',
      ],
      ar: [
        'افتح «الموردون» واختر المورد: يظهر «الرصيد المستحق» وأحدث الطلبات و«سجل الدفعات».',
        'اضغط «سداد المستحق».',
        'حدّد «الطلبات غير المدفوعة» التي تسددها الآن (أو «تحديد الكل»).',
        'أدخل «الخصم (%)» إن منحك المورد خصماً؛ ويظهر «المبلغ المطلوب دفعه».',
        'اضغط «ادفع …» لتسجيل الدفعة. تظهر الطلبات «مدفوع» وينخفض الرصيد.',
      ],
    },
    keywords: {
      en: ['pay', 'payment', 'owe', 'debt', 'balance', 'outstanding', 'supplier', 'settle', 'unpaid', 'discount'],
      ar: [
        'دفع',
        'ادفع',
        'سداد',
        'تسديد',
        'اسدد',
        'الشركه',
        'دين',
        'ديون',
        'مستحق',
        'رصيد',
        'مورد',
        'الموردين',
        'غير مدفوعه',
        'خصم',
      ],
    },
  },
  {
    id: 'supplier-return',
    path: '/returns',
    title: { en: 'Return goods to a supplier', ar: 'إرجاع البضاعة إلى المورد' },
    summary: {
      en: 'Send back damaged, expired or wrong items; stock leaves when the supplier approves.',
      ar: 'أرجِع الأصناف التالفة أو المنتهية أو الخاطئة؛ يخرج المخزون عند موافقة المورد.',
    },
    steps: {
      en: [
        'Open Returns and press “Create Return”.',
        'Search the inventory item (by product, barcode or supplier) and choose it.',
        'Choose Return from (Supplier order, or the Transfer it came with) and the Return type (Defective, Expired, Wrong Item, Excess Quantity, Damaged in Transit, Other).',
        'Enter the Quantity (units), the Return reason and optional notes, then press “Submit Return”.',
        'The return is Pending until the supplier approves it; stock leaves only then. Mark it “Refunded” when the money comes back.',
        'You can also return from an order: Suppliers → the supplier → the order → “Return” → “Return to supplier”.',
      ],
      ar: [
        'افتح «المرتجعات» واضغط «إنشاء مرتجع».',
        'ابحث عن صنف المخزون (بالمنتج أو الباركود أو المورد) واختره.',
        'اختر «الإرجاع من» (طلب مورد، أو التحويل الذي وصل به) و«نوع الإرجاع» (معيب، منتهي الصلاحية، صنف خاطئ، كمية زائدة، تلف أثناء النقل، أخرى).',
        'أدخل «الكمية (وحدات)» و«سبب الإرجاع» والملاحظات إن شئت، ثم اضغط «إرسال المرتجع».',
        'يبقى المرتجع «قيد الانتظار» حتى يوافق المورد؛ ولا يخرج المخزون إلا عندها. علّمه «مسترد» عند استرجاع المال.',
        'يمكنك أيضاً الإرجاع من الطلب: «الموردون» ← المورد ← الطلب ← «إرجاع» ← «إرجاع إلى المورد».',
      ],
    },
    keywords: {
      en: ['return', 'supplier', 'send back', 'expired', 'damaged', 'defective', 'wrong item', 'credit'],
      ar: [
        'ارجاع',
        'ارجع',
        'مرتجع',
        'للمورد',
        'المورد',
        'للشركه',
        'الشركه',
        'منتهي',
        'تالف',
        'معيب',
        'صنف خاطئ',
        'ترجيع بضاعه',
      ],
    },
  },
  {
    id: 'transfers',
    path: '/transfers',
    title: { en: 'Transfer stock to another business', ar: 'تحويل المخزون إلى نشاط تجاري آخر' },
    summary: {
      en: 'Send stock to another business, accept what they send you, and settle balances.',
      ar: 'أرسل المخزون إلى نشاط آخر، واقبل ما يرسله إليك، وسوِّ الأرصدة.',
    },
    steps: {
      en: [
        'Open Transfers and press “Send Transfer”.',
        'Pick a business you trade with, or type the exact Recipient email of another business.',
        'Add items from your inventory and their quantity in units; add notes if needed. Press “Send Transfer”: the units leave your stock at once.',
        'Transfers sent to you appear under Incoming: open “View details”, then “Accept” (the items join your inventory) or “Decline” (they go back to the sender).',
        'The Balances tab shows what you owe each other; press “Record Payment” when cash changes hands.',
      ],
      ar: [
        'افتح «التحويلات» واضغط «إرسال تحويل».',
        'اختر نشاطاً تتعامل معه، أو اكتب «البريد الإلكتروني للمستلم» الدقيق لنشاط آخر.',
        'أضف أصنافاً من مخزونك وكميتها بالوحدات، وملاحظات إن لزم. اضغط «إرسال التحويل»: تخرج الوحدات من مخزونك فوراً.',
        'تظهر التحويلات المرسلة إليك في «الواردة»: افتح «عرض التفاصيل» ثم «قبول» (تُضاف الأصناف إلى مخزونك) أو «رفض» (تعود إلى المرسل).',
        'يعرض تبويب «الأرصدة» ما يدين به كل منكما للآخر؛ اضغط «تسجيل دفعة» عند الدفع نقداً.',
      ],
    },
    keywords: {
      en: [
        'transfer',
        'transfers',
        'send stock',
        'another branch',
        'branch',
        'another pharmacy',
        'move stock',
        'incoming',
        'accept',
      ],
      ar: ['تحويل', 'تحويلات', 'نقل', 'ارسال مخزون', 'فرع', 'صيدليه ثانيه', 'نشاط اخر', 'وارده', 'قبول'],
    },
  },
];
