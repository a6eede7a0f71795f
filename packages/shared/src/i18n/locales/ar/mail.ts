import type { Messages } from '../../catalogue.ts';

/**
 * The ar 'mail' namespace, translated from the English catalogue of record (README "Languages").
 */
export default {
  greeting: 'مرحبًا {{name}}،',
  openLink: 'أو افتح هذا الرابط:',
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
} as const satisfies Messages;
