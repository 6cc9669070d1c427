import type { Tutorial } from './types.js';

/** The marketplace, the shortage notebook and the team (features/marketplace, shortage-notebook, team). */
export const networkTutorials: readonly Tutorial[] = [
  {
    id: 'marketplace',
    path: '/marketplace',
    title: { en: 'Order from suppliers in the Marketplace', ar: 'الطلب من الموردين في السوق' },
    summary: {
      en: "Browse suppliers' stock, ask for access and send purchase requests.",
      ar: 'تصفّح مخزون الموردين، واطلب الوصول، وأرسل طلبات الشراء.',
    },
    steps: {
      en: [
        'Open Marketplace; the Browse tab lists the suppliers’ marketplaces (search products across all of them).',
        'Press “Request Access” on a supplier and “Send Request”; when access is granted press “View Products”.',
        'Press “Add” on the products you want and set the quantity in units.',
        'Press “Review Request”, add notes or a message, then “Send Purchase Request”. It is listed under My Requests.',
        'When the supplier approves, the goods appear under Purchases: press “Receive into stock” (or “Decline”).',
      ],
      ar: [
        'افتح «السوق»؛ يعرض تبويب «تصفّح» أسواق الموردين (ابحث عن منتج في كل الأسواق).',
        'اضغط «طلب الوصول» على المورد ثم «إرسال الطلب»؛ وعند منح الوصول اضغط «عرض المنتجات».',
        'اضغط «إضافة» على المنتجات التي تريدها وحدد الكمية بالوحدات.',
        'اضغط «مراجعة الطلب»، وأضف ملاحظات أو رسالة، ثم «إرسال طلب الشراء». يظهر في «طلباتي».',
        'عند موافقة المورد تظهر البضاعة في «المشتريات»: اضغط «استلام في المخزون» (أو «رفض»).',
      ],
    },
    keywords: {
      en: ['marketplace', 'market', 'order', 'buy', 'purchase', 'purchase request', 'request access', 'wholesale'],
      ar: ['السوق', 'سوق', 'طلب شراء', 'شراء', 'اشتري', 'اطلب', 'طلب الوصول', 'جمله', 'طلبيه'],
    },
  },
  {
    id: 'shortage-notebook',
    path: '/shortage-notebook',
    title: { en: 'The Shortage Notebook', ar: 'دفتر النواقص' },
    summary: {
      en: 'Note what ran short or what customers asked for, and tick it off once ordered.',
      ar: 'سجّل ما نفد أو ما طلبه الزبائن، وضع علامة عليه عند طلبه.',
    },
    steps: {
      en: [
        'Open Shortage Notebook and press “Add Item”.',
        'Type the Product name (e.g. Amoxicillin 500mg), choose the Category and Priority, add notes (strength, quantity, who asked), then “Add Item”.',
        'Tick an item to mark it completed once it is ordered or found.',
        'Press “Find in marketplace” to look for it at your suppliers, or “Browse Marketplace”.',
        'Previous Days shows the last 7 days; use the date arrows to see another day.',
      ],
      ar: [
        'افتح «دفتر النواقص» واضغط «إضافة عنصر».',
        'اكتب «اسم المنتج» (مثال: أموكسيسيلين 500 ملغ)، واختر «الفئة» و«الأولوية»، وأضف ملاحظات (التركيز، الكمية، من طلبه)، ثم «إضافة عنصر».',
        'ضع علامة على العنصر لتسجيله كمنجز عند طلبه أو توفره.',
        'اضغط «ابحث في السوق» للبحث عنه لدى مورديك، أو «تصفح السوق».',
        '«الأيام السابقة» تعرض آخر 7 أيام؛ استخدم أسهم التاريخ لرؤية يوم آخر.',
      ],
    },
    keywords: {
      en: [
        'shortage',
        'shortages',
        'notebook',
        'missing',
        'out of stock',
        'ran out',
        'customer asked',
        'wish list',
        'note',
      ],
      ar: ['نواقص', 'النواقص', 'ناقص', 'دفتر', 'نفد', 'خلص', 'غير متوفر', 'مفقود', 'سجل'],
    },
  },
  {
    id: 'team-members',
    path: '/team-management',
    title: { en: 'Add team members', ar: 'إضافة أعضاء الفريق' },
    summary: {
      en: 'Give the people who work with you their own sign-in and choose what they can open.',
      ar: 'امنح من يعملون معك بيانات دخول خاصة بهم واختر ما يمكنهم فتحه.',
    },
    steps: {
      en: [
        'Open Team Management and press “Add team member”.',
        'Enter a Username (or press “Generate”) and a Password of at least 6 characters; add First name and Last name.',
        'Choose the Role (Manager, Cashier, Inventory Clerk, Employee) and tick the Permissions: Point of Sale, Inventory, Sales, Suppliers, Team, Settings.',
        'Press “Add Member”. Give them the username and password: they see only the areas you allowed.',
        'Use “Edit” to change role, permissions or password, and the Active switch to stop someone signing in.',
      ],
      ar: [
        'افتح «إدارة الفريق» واضغط «إضافة عضو فريق».',
        'أدخل «اسم المستخدم» (أو اضغط «توليد») و«كلمة المرور» من 6 أحرف على الأقل؛ وأضف «الاسم الأول» و«اسم العائلة».',
        'اختر «الدور» (مدير، أمين صندوق، موظف مخزون، موظف) وحدد «الصلاحيات»: نقطة البيع، المخزون، المبيعات، الموردون، الفريق، الإعدادات.',
        'اضغط «إضافة العضو». أعطه اسم المستخدم وكلمة المرور: لا يرى إلا الأقسام التي سمحت بها.',
        'استخدم «تعديل» لتغيير الدور أو الصلاحيات أو كلمة المرور، ومفتاح «نشط» لمنع شخص من تسجيل الدخول.',
      ],
    },
    keywords: {
      en: [
        'team',
        'staff',
        'employee',
        'employees',
        'cashier',
        'user',
        'users',
        'member',
        'permissions',
        'role',
        'account',
        'worker',
      ],
      ar: ['فريق', 'موظف', 'موظفين', 'كاشير', 'مستخدم', 'عضو', 'صلاحيات', 'دور', 'حساب', 'عامل', 'عمال'],
    },
  },
];
