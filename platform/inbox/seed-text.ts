/**
 * The demo inbox, in all five site languages: what a demo player or agent finds on first start. `{brand}` is
 * the merchant's name. One promotion carries a little operator HTML (bold, a list, a link), as a back office
 * would send it; the sites sanitise it before rendering.
 */
import type { InboxKind } from '../../src/api/calls/inbox/message';
import type { CodeTextLanguage } from '../../src/i18n/languages';

type Texts = Record<CodeTextLanguage, { title: string; content: string }>;

export interface SeedMessage {
  key: string;
  kind: InboxKind;
  /** A broadcast to every member of the merchant, or one message per demo member. */
  broadcast: boolean;
  /** Sent this many hours before the seed runs (a broadcast is sent when the seed runs: it reaches the members there are). */
  hoursAgo: number;
  read: boolean;
  texts: Texts;
}

export const SEED_MESSAGES: SeedMessage[] = [
  {
    key: 'welcome',
    kind: 'system',
    broadcast: false,
    hoursAgo: 72,
    read: true,
    texts: {
      en: {
        title: 'Welcome to {brand}',
        content: 'Your account is ready. Visit My account to set your avatar, password and transaction password.',
      },
      bn: {
        title: '{brand}-এ স্বাগতম',
        content: 'আপনার অ্যাকাউন্ট প্রস্তুত। অবতার, পাসওয়ার্ড ও লেনদেনের পাসওয়ার্ড সেট করতে আমার অ্যাকাউন্টে যান।',
      },
      zh: {
        title: '欢迎来到 {brand}',
        content: '您的账户已就绪。请前往"我的账户"设置头像、密码和交易密码。',
      },
      my: {
        title: '{brand} မှ ကြိုဆိုပါသည်',
        content: 'သင့်အကောင့် အသင့်ဖြစ်ပါပြီ။ ရုပ်ပုံ၊ စကားဝှက်နှင့် ငွေလွှဲစကားဝှက် သတ်မှတ်ရန် ကျွန်ုပ်၏အကောင့်သို့ သွားပါ။',
      },
      ur: {
        title: '{brand} میں خوش آمدید',
        content: 'آپ کا اکاؤنٹ تیار ہے۔ اوتار، پاس ورڈ اور ٹرانزیکشن پاس ورڈ سیٹ کرنے کے لیے میرا اکاؤنٹ پر جائیں۔',
      },
    },
  },
  {
    key: 'security',
    kind: 'system',
    broadcast: false,
    hoursAgo: 48,
    read: true,
    texts: {
      en: {
        title: 'Keep your account safe',
        content: 'We will never ask for your password or verification codes. Do not share them with anyone.',
      },
      bn: {
        title: 'আপনার অ্যাকাউন্ট নিরাপদ রাখুন',
        content: 'আমরা কখনও আপনার পাসওয়ার্ড বা যাচাইকরণ কোড চাইব না। এগুলো কারও সঙ্গে শেয়ার করবেন না।',
      },
      zh: {
        title: '保护好您的账户',
        content: '我们绝不会向您索取密码或验证码。请勿与任何人分享。',
      },
      my: {
        title: 'သင့်အကောင့်ကို လုံခြုံအောင် ထားပါ',
        content: 'သင့်စကားဝှက် သို့မဟုတ် အတည်ပြုကုဒ်ကို ကျွန်ုပ်တို့ ဘယ်တော့မှ မတောင်းပါ။ မည်သူနှင့်မျှ မမျှဝေပါနှင့်။',
      },
      ur: {
        title: 'اپنا اکاؤنٹ محفوظ رکھیں',
        content: 'ہم کبھی آپ کا پاس ورڈ یا تصدیقی کوڈ نہیں مانگیں گے۔ انہیں کسی کے ساتھ شیئر نہ کریں۔',
      },
    },
  },
  {
    key: 'manager',
    kind: 'personal',
    broadcast: false,
    hoursAgo: 20,
    read: false,
    texts: {
      en: {
        title: 'A note from your account manager',
        content: 'Hello! I am your account manager. Reply through customer service whenever you need help.',
      },
      bn: {
        title: 'আপনার অ্যাকাউন্ট ম্যানেজারের বার্তা',
        content: 'হ্যালো! আমি আপনার অ্যাকাউন্ট ম্যানেজার। সাহায্য লাগলে যেকোনো সময় গ্রাহক সেবার মাধ্যমে যোগাযোগ করুন।',
      },
      zh: {
        title: '来自您的客户经理',
        content: '您好！我是您的客户经理。需要帮助时，请随时通过客服联系我。',
      },
      my: {
        title: 'သင့်အကောင့်မန်နေဂျာထံမှ မှတ်စု',
        content: 'မင်္ဂလာပါ။ ကျွန်ုပ်သည် သင့်အကောင့်မန်နေဂျာ ဖြစ်ပါသည်။ အကူအညီလိုအပ်ပါက ဖောက်သည်ဝန်ဆောင်မှုမှတစ်ဆင့် ဆက်သွယ်ပါ။',
      },
      ur: {
        title: 'آپ کے اکاؤنٹ مینیجر کا پیغام',
        content: 'ہیلو! میں آپ کا اکاؤنٹ مینیجر ہوں۔ جب بھی مدد چاہیے، کسٹمر سروس کے ذریعے رابطہ کریں۔',
      },
    },
  },
  {
    key: 'weekly-bonus',
    kind: 'promotion',
    broadcast: true,
    hoursAgo: 0,
    read: false,
    texts: {
      en: {
        title: 'Your weekly bonus is ready',
        content:
          '<p><strong>This week only:</strong> claim your bonus in the reward centre.</p><ul><li>Deposit</li><li>Play</li><li>Claim</li></ul><p><a href="/promotions/">See every promotion</a></p>',
      },
      bn: {
        title: 'আপনার সাপ্তাহিক বোনাস প্রস্তুত',
        content:
          '<p><strong>শুধু এই সপ্তাহে:</strong> রিওয়ার্ড সেন্টারে আপনার বোনাস নিন।</p><ul><li>ডিপোজিট করুন</li><li>খেলুন</li><li>দাবি করুন</li></ul><p><a href="/promotions/">সব প্রোমোশন দেখুন</a></p>',
      },
      zh: {
        title: '您的每周奖金已就绪',
        content:
          '<p><strong>仅限本周：</strong>请在奖励中心领取您的奖金。</p><ul><li>存款</li><li>游戏</li><li>领取</li></ul><p><a href="/promotions/">查看全部优惠</a></p>',
      },
      my: {
        title: 'သင့်အပတ်စဉ်ဘောနပ်စ် အသင့်ဖြစ်ပါပြီ',
        content:
          '<p><strong>ဤအပတ်တွင်သာ:</strong> ဆုလာဘ်စင်တာတွင် သင့်ဘောနပ်စ်ကို ရယူပါ။</p><ul><li>ငွေသွင်းပါ</li><li>ကစားပါ</li><li>ရယူပါ</li></ul><p><a href="/promotions/">ပရိုမိုးရှင်းအားလုံး ကြည့်ရန်</a></p>',
      },
      ur: {
        title: 'آپ کا ہفتہ وار بونس تیار ہے',
        content:
          '<p><strong>صرف اس ہفتے:</strong> ریوارڈ سینٹر میں اپنا بونس حاصل کریں۔</p><ul><li>ڈپازٹ کریں</li><li>کھیلیں</li><li>حاصل کریں</li></ul><p><a href="/promotions/">تمام پروموشنز دیکھیں</a></p>',
      },
    },
  },
];
