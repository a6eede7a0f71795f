import type { Messages } from '../../catalogue.ts';

/**
 * The ar 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'مرحبًا {{name}}،',
  openLink: 'أو افتح هذا الرابط:',
  wrote: 'كتب \u2068{{author}}\u2069:',
  deletedUser: 'مستخدم محذوف',
  resetIntro:
    'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك في Turnout. افتح الرابط أدناه لاختيار كلمة مرور جديدة.',
  resetAction: 'إعادة تعيين كلمة المرور',
  resetExpiry:
    'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة واحدة. إن لم تطلب ذلك فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  emailChangedSignedOut:
    'تم تسجيل خروج جميع الأجهزة الأخرى المتصلة بحسابك. إن كنت أنت من أجرى هذا التغيير فلا حاجة لأي إجراء آخر.',
  emailChangedNotYou:
    'إن لم تكن أنت، فهناك من يعرف كلمة مرورك: افتح الرابط أدناه لاختيار كلمة مرور جديدة. سيسجّل ذلك خروج الجميع مرة أخرى، ثم يمكنك الدخول بالعنوان الجديد وكلمة مرورك الجديدة وإعادة بريدك الإلكتروني إلى ملفك الشخصي.',
  emailChangedExpiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 24 ساعة.',
  invitation: {
    greeting: 'مرحبًا،',
    intro:
      'دعاك {{inviter}} للانضمام إلى {{groupName}} على Turnout، حيث تنظّم المجموعة مبارياتها: من سيلعب، والتشكيلة، ودردشة المجموعة.',
    askedFirst:
      'طلبتَ أن تُسأل قبل أن يضيفك أحد إلى مجموعة، لذا لم تنضم إليها بعد. افتح الرابط أدناه وأنت مسجّل الدخول إلى حسابك، ثم اختر قبول للانضمام.',
    existingAccount:
      'لديك بالفعل حساب في Turnout بعنوان البريد الإلكتروني هذا. افتح الرابط أدناه، وسجّل الدخول، ثم اختر قبول للانضمام.',
    newAccount: 'افتح الرابط أدناه لإنشاء حسابك؛ ستكون في المجموعة فورًا.',
    action: 'انضم إلى {{groupName}}',
    expiry_zero:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{count}} يوم. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
    expiry_one:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد يوم واحد. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
    expiry_two:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد يومين. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
    expiry_few:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{count}} أيام. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
    expiry_many:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{count}} يومًا. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
    expiry_other:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد {{count}} يوم. إن لم تكن تتوقع هذه الدعوة فيمكنك تجاهل هذه الرسالة.',
  },
  emailSignInIntro:
    'طلب شخص ما (نأمل أن تكون أنت) تسجيل الدخول إلى حسابك في Turnout بعنوان البريد هذا. اكتب هذا الرمز في شاشة تسجيل الدخول:',
  emailSignInAction: 'تسجيل الدخول',
  emailSignInOrLink: 'أو افتح الرابط أدناه واضغط تسجيل الدخول.',
  emailSignInExpiry:
    'يعمل الرمز والرابط مرة واحدة خلال 10 دقائق. إن لم تطلبهما، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول بدونهما، وتبقى كلمة مرورك كما هي.',
  subjects: {
    promoted: 'أنت في التشكيلة',
    addedToMainTeam: 'أنت في التشكيلة',
    movedToReserves: 'أنت في الاحتياط',
    addedToReserves: 'أنت في الاحتياط',
    removedFromTeam: 'لم تعد في ورقة التشكيلة',
    guestPromoted: 'ضيفك في التشكيلة',
    guestMovedToReserves: 'ضيفك في الاحتياط',
    gameChanged: 'تغيّرت المباراة',
    gameDeleted: 'حُذفت المباراة',
    gameCancelled: 'أُلغيت المباراة',
    gameReinstated: 'عادت المباراة',
    droppedOut: 'انسحب لاعب',
    seriesChanged: 'تغيّرت المباراة المتكررة',
    seriesStopped: 'توقفت المباراة المتكررة',
    addedToGroup: 'أُضفت إلى المجموعة',
    removedFromGroup: 'أُزلت من المجموعة',
    madeGroupAdmin: 'أصبحت مشرفًا على المجموعة',
    unmadeGroupAdmin: 'لم تعد مشرفًا على المجموعة',
    memberJoined: 'انضم عضو جديد',
    offer: 'مكان لك إن أردته',
    changes_zero: 'لا تغييرات',
    changes_one: 'تغيير واحد',
    changes_two: 'تغييران',
    changes_few: '{{count}} تغييرات',
    changes_many: '{{count}} تغييرًا',
    changes_other: '{{count}} تغيير',
    fallback: 'تغيير يخصك',
    aboutGame: '{{what}} — {{group}}، {{when}}',
    aboutGroup: '{{what}} — {{group}}',
    plain: '{{what}} — Turnout',
  },
  notices: {
    reminderSubject: '{{group}}: هل ستلعب {{when}}؟',
    reminderWhy: 'وصلتك هذه الرسالة لأنك في {{group}} ولم تُجب بعد.',
    paymentSubject: '{{group}}: يرجى الدفع عن مباراة {{when}}',
    paymentWhy: 'وصلتك هذه الرسالة لأن مشرفًا في {{group}} ذكّر اللاعبين الذين لم يدفعوا بعد.',
    newGameSubject: '{{group}}: مباراة جديدة {{when}}',
    newGameWhen: 'الموعد: {{when}} (بتوقيت {{zone}})',
    newGameWhy: 'وصلتك هذه الرسالة لأنك في {{group}} وطلبت رسائل عن المباريات الجديدة.',
    chatGroupSubject: '{{group}}: رسالة جديدة في الدردشة',
    chatDirectSubject: 'رسالة خاصة جديدة على Turnout',
    chatGroupFrom: 'رسالة جديدة في {{group}}:',
    chatDirectFrom: 'رسالة خاصة جديدة إليك:',
    digestIntro_zero: 'لا تغييرات لك:',
    digestIntro_one: 'هذا ما تغيّر لك:',
    digestIntro_two: 'هذان تغييران يخصانك، الأحدث في الآخر:',
    digestIntro_few: 'هذه {{count}} تغييرات تخصك، الأحدث في الآخر:',
    digestIntro_many: 'هذه {{count}} تغييرًا تخصك، الأحدث في الآخر:',
    digestIntro_other: 'هذه {{count}} تغيير تخصك، الأحدث في الآخر:',
    moreChangesSubject: 'تغييرات أخرى في {{group}}',
    moreChanges: 'تغييرات أخرى في {{group}}: افتح Turnout',
    moreChangesWhy: 'تصلك 10 رسائل في الساعة على الأكثر عن {{group}}؛ والباقي في إشعاراتك.',
    answerIn: 'ألعب',
    answerReserves: 'احتياط',
    answerOut: 'لا ألعب',
    answerNow: 'أجب الآن',
    openGame: 'افتح المباراة',
    openInApp: 'افتح في Turnout',
    openChat: 'افتح الدردشة',
    stop: 'أوقف هذه الرسائل',
  },
} as const satisfies Messages;
