import type { Tutorial } from './types.js';

/** Looking back and setting up: the sales history, the account settings (features/sales, settings). */
export const accountTutorials: readonly Tutorial[] = [
  {
    id: 'sales-history',
    path: '/sales',
    title: { en: 'Find a past sale and reprint its receipt', ar: 'البحث عن عملية بيع سابقة وإعادة طباعة إيصالها' },
    summary: {
      en: 'See every sale by date, its items and returns, and print the receipt again.',
      ar: 'اعرض كل عمليات البيع حسب التاريخ وبنودها ومرتجعاتها، واطبع الإيصال مرة أخرى.',
    },
    steps: {
      en: [
        'Open Sales. Choose Today, Last 7 days, Last 30 days or All dates, or set the From and To dates.',
        'Each sale shows its Sale ID, date, items, total, payment and status; press “Show more” for older ones.',
        'Press “Details” to open a sale: the items sold, tax, returns and the net after returns.',
        'Press “Reprint” to print its receipt again.',
        'Sales made offline say when they reached the server.',
      ],
      ar: [
        'افتح «المبيعات». اختر «اليوم» أو «آخر 7 أيام» أو «آخر 30 يوماً» أو «كل التواريخ»، أو حدّد تاريخي «من» و«إلى».',
        'تعرض كل عملية بيع رقمها وتاريخها وبنودها وإجماليها وطريقة الدفع وحالتها؛ اضغط «عرض المزيد» للأقدم.',
        'اضغط «التفاصيل» لفتح عملية البيع: البنود المباعة والضريبة والمرتجعات والصافي بعد المرتجعات.',
        'اضغط «إعادة الطباعة» لطباعة إيصالها مرة أخرى.',
        'المبيعات التي تمت دون اتصال تذكر متى وصلت إلى الخادم.',
      ],
    },
    keywords: {
      en: [
        'sales history',
        'past sale',
        'old sale',
        'find a sale',
        'receipt',
        'reprint',
        'print',
        'invoice',
        'details',
      ],
      ar: ['سجل المبيعات', 'بيع سابق', 'فاتوره قديمه', 'ايصال', 'طباعه', 'اطبع', 'اعاده الطباعه', 'تفاصيل'],
    },
  },
  {
    id: 'account-settings',
    path: '/settings',
    title: {
      en: 'Change your password, currency or business profile',
      ar: 'تغيير كلمة المرور أو العملة أو الملف التجاري',
    },
    summary: {
      en: 'The account settings: business profile, currency and password.',
      ar: 'إعدادات الحساب: الملف التجاري والعملة وكلمة المرور.',
    },
    steps: {
      en: [
        'Open Settings.',
        'Business: your name and the business details (only the account owner can change them), then “Save Changes”.',
        'Currency: choose the Preferred currency and press “Save Currency”. Amounts are not converted: a price of 2,750 stays 2,750.',
        'Security: type the Current password, the New password (at least 6 characters) and Confirm new password, then press “Change Password”.',
        'A team member’s password is changed by the owner in Team Management (“Edit”).',
      ],
      ar: [
        'افتح «الإعدادات».',
        '«النشاط التجاري»: اسمك وتفاصيل نشاطك (يغيّرها مالك الحساب فقط)، ثم «حفظ التغييرات».',
        '«العملة»: اختر «العملة المفضلة» واضغط «حفظ العملة». لا تُحوَّل المبالغ: السعر 2,750 يبقى 2,750.',
        '«الأمان»: اكتب «كلمة المرور الحالية» و«كلمة المرور الجديدة» (6 أحرف على الأقل) و«تأكيد كلمة المرور الجديدة»، ثم اضغط «تغيير كلمة المرور».',
        'كلمة مرور عضو الفريق يغيّرها المالك من «إدارة الفريق» («تعديل»).',
      ],
    },
    keywords: {
      en: [
        'settings',
        'password',
        'my password',
        'currency',
        'dinar',
        'dollar',
        'business profile',
        'profile',
        'shop name',
      ],
      ar: [
        'اعدادات',
        'كلمه المرور',
        'كلمه السر',
        'الباسورد',
        'عمله',
        'دينار',
        'دولار',
        'الملف التجاري',
        'اسم الصيدليه',
      ],
    },
  },
];
