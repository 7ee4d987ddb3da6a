import { type Locale, locales } from '@muster/protocol';

export interface OtpMessage {
  subject: string;
  text: string;
}

type Purpose = 'sign_up' | 'recover';

const subjects: Record<Locale, Record<Purpose, string>> = {
  eng: { sign_up: 'Your Muster sign-up code', recover: 'Your Muster password recovery code' },
  fr: {
    sign_up: "Votre code d'inscription Muster",
    recover: 'Votre code de récupération du mot de passe Muster',
  },
  hin: { sign_up: 'आपका Muster साइन-अप कोड', recover: 'आपका Muster पासवर्ड पुनर्प्राप्ति कोड' },
  ben: { sign_up: 'আপনার Muster সাইন-আপ কোড', recover: 'আপনার Muster পাসওয়ার্ড পুনরুদ্ধার কোড' },
};

const bodies: Record<Locale, (code: string, minutes: number) => string> = {
  eng: (code, minutes) =>
    `Your Muster code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
  fr: (code, minutes) =>
    `Votre code Muster est ${code}. Il expire dans ${minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
  hin: (code, minutes) =>
    `आपका Muster कोड ${code} है। यह ${minutes} मिनट में समाप्त हो जाएगा। यदि आपने इसे नहीं माँगा, तो इस संदेश को अनदेखा करें।`,
  ben: (code, minutes) =>
    `আপনার Muster কোড ${code}। এটি ${minutes} মিনিটে মেয়াদোত্তীর্ণ হবে। আপনি এটি না চাইলে এই বার্তাটি উপেক্ষা করুন।`,
};

/** The mail or text carrying a one-time code, in the language the user chose in the app. */
export function otpMessage(purpose: Purpose, code: string, minutes: number, language: string): OtpMessage {
  const locale = (locales as readonly string[]).includes(language) ? (language as Locale) : 'eng';
  return { subject: subjects[locale][purpose], text: bodies[locale](code, minutes) };
}
