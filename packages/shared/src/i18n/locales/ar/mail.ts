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
} as const satisfies Messages;
