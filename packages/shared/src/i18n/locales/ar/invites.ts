import type { Messages } from '../../catalogue.ts';

/**
 * The Arabic 'invites' namespace (ar), translated from the English catalogue of record with a
 * sports club's words, not word for word (README "Languages").
 */
export default {
  verifying: 'جارٍ التحقق من دعوتك...',
  existingAccount: 'لديك حساب في Turnout بالفعل: سجّل الدخول لقبول الدعوة.',
  serverError: 'خطأ في الخادم أثناء التحقق من الدعوة.',
  notFound: 'رابط الدعوة هذا غير صالح. اطلب من مشرف المجموعة دعوتك مرة أخرى.',
  used: 'تم استخدام هذه الدعوة من قبل.',
  expired: 'انتهت صلاحية هذه الدعوة. اطلب من مشرف المجموعة دعوتك مرة أخرى.',
  signupWrongEmail: 'أُرسلت هذه الدعوة إلى بريد إلكتروني آخر. أنشئ حسابك بالعنوان الذي أُرسلت إليه.',
  openInvitesTitle: 'الدعوات المفتوحة',
  loadInvitesFailed: 'تعذّر تحميل الدعوات.',
  revokeFailed: 'تعذّر سحب الدعوة.',
  openInviteNotFound: 'هذه الدعوة غير موجودة أو لم تعد مفتوحة.',
  valid: 'أنت مدعو للانضمام إلى {{groupName}}! ننقلك إلى إنشاء الحساب...',
  wrongEmail: 'أُرسلت هذه الدعوة إلى {{email}}. سجّل الدخول أو أنشئ حسابًا بهذا العنوان للانضمام.',
  joined: 'انضممت إلى {{groupName}}.',
  alreadyMember: 'أنت عضو في {{groupName}} بالفعل.',
  acceptPrompt: 'أنت مدعو للانضمام إلى {{groupName}}.',
  revoked: 'تم سحب الدعوة الموجهة إلى {{invitee}}.',
  confirmRevoke: 'سحب الدعوة الموجهة إلى {{invitee}}؟ سيتوقف رابطها عن العمل فورًا.',
  mailSubject: 'أنت مدعو للانضمام إلى {{groupName}} على Turnout',
} as const satisfies Messages;
