/**
 * Texts of the SMS and mails the platform sends, in the five site languages. They live here rather than
 * in src/i18n/locales because they are composed on the platform, never in the browser.
 */
import { formatNumber, intlLocale } from '../../src/i18n/format';
import { type CodeTextLanguage, inLanguage, type LanguageCode, writtenIn } from '../../src/i18n/languages';

export interface MessageTexts {
  smsCode(code: string, minutes: number, brand: string): string;
  secondFactorSubject(brand: string): string;
  secondFactor(code: string, minutes: number, brand: string): string;
  resetSubject(brand: string): string;
  reset(username: string, code: string, link: string, minutes: number, brand: string): string;
  failedSignInsSubject(brand: string): string;
  failedSignIns(username: string, failures: number, brand: string): string;
}

/** The texts with their counts already written in the language's digits ("৫", "၅"). */
type WrittenTexts = {
  [K in keyof MessageTexts]: MessageTexts[K] extends (...args: infer A) => string
    ? (...args: { [I in keyof A]: A[I] extends number ? string : A[I] } & unknown[]) => string
    : never;
};

/**
 * The texts of `lang` for a merchant of `country`, whose counts (minutes, failed sign-ins) are written as the site
 * writes numbers: "৫ মিনিট" in Bangla, "၅ မိနစ်" in Burmese, never a Latin 5 in a Bangla sentence. The codes stay
 * as they are: a person types them back.
 */
export function messageTexts(asked: LanguageCode, country: string): MessageTexts {
  // A language the texts are not written in gets its fallback's, counts in that language's digits too.
  const lang = writtenIn(WRITTEN_TEXTS, asked);
  const texts = inLanguage(WRITTEN_TEXTS, lang);
  const count = (value: number) => formatNumber(value, intlLocale(lang, country));
  return {
    smsCode: (code, minutes, brand) => texts.smsCode(code, count(minutes), brand),
    secondFactorSubject: texts.secondFactorSubject,
    secondFactor: (code, minutes, brand) => texts.secondFactor(code, count(minutes), brand),
    resetSubject: texts.resetSubject,
    reset: (username, code, link, minutes, brand) => texts.reset(username, code, link, count(minutes), brand),
    failedSignInsSubject: texts.failedSignInsSubject,
    failedSignIns: (username, failures, brand) => texts.failedSignIns(username, count(failures), brand),
  };
}

const WRITTEN_TEXTS: Record<CodeTextLanguage, WrittenTexts> = {
  en: {
    smsCode: (code, minutes, brand) => `${brand}: your verification code is ${code}. It expires in ${minutes} minutes.`,
    secondFactorSubject: (brand) => `${brand}: confirm your sign-in`,
    secondFactor: (code, minutes, brand) =>
      `${brand}: someone is signing in to your account from a new device. Your code is ${code} (valid for ${minutes} minutes). If this was not you, change your password.`,
    resetSubject: (brand) => `${brand}: reset your password`,
    reset: (username, code, link, minutes, brand) =>
      `Hello ${username},\n\nUse this code to set a new password at ${brand}: ${code}\nOr open: ${link}\n\nThe code is valid for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    failedSignInsSubject: (brand) => `${brand}: failed sign-ins to your account`,
    failedSignIns: (username, failures, brand) =>
      `Hello ${username},\n\nSomeone has just tried to sign in to your ${brand} account with a wrong password ${failures} times. Your account is not locked: you can still sign in as usual. If this was not you, change your password and do not share it.`,
  },
  bn: {
    smsCode: (code, minutes, brand) => `${brand}: আপনার যাচাইকরণ কোড ${code}। এটি ${minutes} মিনিট পর্যন্ত বৈধ।`,
    secondFactorSubject: (brand) => `${brand}: আপনার সাইন-ইন নিশ্চিত করুন`,
    secondFactor: (code, minutes, brand) =>
      `${brand}: একটি নতুন ডিভাইস থেকে আপনার অ্যাকাউন্টে সাইন-ইন করা হচ্ছে। আপনার কোড ${code} (${minutes} মিনিট বৈধ)। এটি আপনি না হলে পাসওয়ার্ড পরিবর্তন করুন।`,
    resetSubject: (brand) => `${brand}: আপনার পাসওয়ার্ড রিসেট করুন`,
    reset: (username, code, link, minutes, brand) =>
      `প্রিয় ${username},\n\n${brand}-এ নতুন পাসওয়ার্ড সেট করতে এই কোড ব্যবহার করুন: ${code}\nঅথবা খুলুন: ${link}\n\nকোডটি ${minutes} মিনিট বৈধ। আপনি অনুরোধ না করে থাকলে এই মেইলটি উপেক্ষা করুন।`,
    failedSignInsSubject: (brand) => `${brand}: আপনার অ্যাকাউন্টে ব্যর্থ সাইন-ইন`,
    failedSignIns: (username, failures, brand) =>
      `প্রিয় ${username},\n\nকেউ এইমাত্র ভুল পাসওয়ার্ড দিয়ে ${failures} বার আপনার ${brand} অ্যাকাউন্টে সাইন-ইন করার চেষ্টা করেছে। আপনার অ্যাকাউন্ট লক হয়নি: আপনি আগের মতোই সাইন-ইন করতে পারবেন। এটি আপনি না হলে পাসওয়ার্ড পরিবর্তন করুন এবং কাউকে জানাবেন না।`,
  },
  zh: {
    smsCode: (code, minutes, brand) => `${brand}：您的验证码是 ${code}，${minutes} 分钟内有效。`,
    secondFactorSubject: (brand) => `${brand}：请确认您的登录`,
    secondFactor: (code, minutes, brand) =>
      `${brand}：有人正在从新设备登录您的账户。您的验证码是 ${code}（${minutes} 分钟内有效）。如果不是您本人，请修改密码。`,
    resetSubject: (brand) => `${brand}：重置您的密码`,
    reset: (username, code, link, minutes, brand) =>
      `${username}，您好：\n\n请使用此验证码在 ${brand} 设置新密码：${code}\n或打开：${link}\n\n验证码 ${minutes} 分钟内有效。如果这不是您的请求，请忽略此邮件。`,
    failedSignInsSubject: (brand) => `${brand}：您的账户有登录失败记录`,
    failedSignIns: (username, failures, brand) =>
      `${username}，您好：\n\n刚刚有人使用错误的密码尝试登录您的 ${brand} 账户 ${failures} 次。您的账户没有被锁定，您仍可照常登录。如果这不是您本人，请修改密码，并且不要告诉任何人。`,
  },
  my: {
    smsCode: (code, minutes, brand) => `${brand}: သင်၏ အတည်ပြုကုဒ်မှာ ${code} ဖြစ်သည်။ ${minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။`,
    secondFactorSubject: (brand) => `${brand}: သင်၏ ဝင်ရောက်မှုကို အတည်ပြုပါ`,
    secondFactor: (code, minutes, brand) =>
      `${brand}: စက်အသစ်တစ်ခုမှ သင့်အကောင့်သို့ ဝင်ရောက်နေပါသည်။ သင်၏ကုဒ်မှာ ${code} (${minutes} မိနစ် သက်တမ်းရှိ)။ သင်မဟုတ်ပါက စကားဝှက်ကို ပြောင်းပါ။`,
    resetSubject: (brand) => `${brand}: သင်၏ စကားဝှက်ကို ပြန်လည်သတ်မှတ်ပါ`,
    reset: (username, code, link, minutes, brand) =>
      `မင်္ဂလာပါ ${username}၊\n\n${brand} တွင် စကားဝှက်အသစ် သတ်မှတ်ရန် ဤကုဒ်ကို အသုံးပြုပါ: ${code}\nသို့မဟုတ် ဖွင့်ပါ: ${link}\n\nကုဒ်သည် ${minutes} မိနစ် သက်တမ်းရှိသည်။ သင်မတောင်းဆိုခဲ့ပါက ဤမေးလ်ကို လျစ်လျူရှုပါ။`,
    failedSignInsSubject: (brand) => `${brand}: သင့်အကောင့်သို့ ဝင်ရောက်ရန် မအောင်မြင်သော ကြိုးပမ်းမှုများ`,
    failedSignIns: (username, failures, brand) =>
      `မင်္ဂလာပါ ${username}၊\n\nတစ်စုံတစ်ယောက်သည် မှားယွင်းသော စကားဝှက်ဖြင့် သင်၏ ${brand} အကောင့်သို့ ${failures} ကြိမ် ဝင်ရောက်ရန် ကြိုးစားခဲ့သည်။ သင့်အကောင့်ကို ပိတ်မထားပါ၊ ယခင်အတိုင်း ဝင်ရောက်နိုင်ပါသည်။ ၎င်းသည် သင်မဟုတ်ပါက စကားဝှက်ကို ပြောင်းပြီး မည်သူ့ကိုမျှ မပြောပါနှင့်။`,
  },
  ur: {
    smsCode: (code, minutes, brand) => `${brand}: آپ کا تصدیقی کوڈ ${code} ہے۔ یہ ${minutes} منٹ تک درست ہے۔`,
    secondFactorSubject: (brand) => `${brand}: اپنے سائن اِن کی تصدیق کریں`,
    secondFactor: (code, minutes, brand) =>
      `${brand}: کوئی نئے آلے سے آپ کے اکاؤنٹ میں سائن اِن کر رہا ہے۔ آپ کا کوڈ ${code} ہے (${minutes} منٹ تک درست)۔ اگر یہ آپ نہیں ہیں تو اپنا پاس ورڈ تبدیل کریں۔`,
    resetSubject: (brand) => `${brand}: اپنا پاس ورڈ دوبارہ ترتیب دیں`,
    reset: (username, code, link, minutes, brand) =>
      `محترم ${username}،\n\n${brand} پر نیا پاس ورڈ ترتیب دینے کے لیے یہ کوڈ استعمال کریں: ${code}\nیا کھولیں: ${link}\n\nکوڈ ${minutes} منٹ تک درست ہے۔ اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں۔`,
    failedSignInsSubject: (brand) => `${brand}: آپ کے اکاؤنٹ میں ناکام سائن اِن`,
    failedSignIns: (username, failures, brand) =>
      `محترم ${username}،\n\nکسی نے ابھی غلط پاس ورڈ کے ساتھ ${failures} بار آپ کے ${brand} اکاؤنٹ میں سائن اِن کرنے کی کوشش کی ہے۔ آپ کا اکاؤنٹ بند نہیں ہوا: آپ معمول کے مطابق سائن اِن کر سکتے ہیں۔ اگر یہ آپ نہیں تھے تو اپنا پاس ورڈ تبدیل کریں اور کسی کو نہ بتائیں۔`,
  },
};
