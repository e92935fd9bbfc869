/**
 * Texts of the demo game page, which the platform renders itself (no site bundle, no i18next instance on
 * this path), in all five site languages.
 */
import type { LanguageCode } from '../../src/i18n/languages';

export interface DemoPageText {
  title: string;
  vendor: string;
  player: string;
  balance: string;
  note: string;
  back: string;
  expired: string;
}

export const DEMO_PAGE_TEXT: Record<LanguageCode, DemoPageText> = {
  en: {
    title: 'Demo game',
    vendor: 'Provider',
    player: 'Player',
    balance: 'Balance',
    note: "This is the reference platform's demo game page: no bets are placed and the balance does not change.",
    back: 'Back to the lobby',
    expired: 'This game link has expired or is not valid. Start the game again from the lobby.',
  },
  bn: {
    title: 'ডেমো গেম',
    vendor: 'প্রদানকারী',
    player: 'খেলোয়াড়',
    balance: 'ব্যালেন্স',
    note: 'এটি রেফারেন্স প্ল্যাটফর্মের ডেমো গেম পেজ: কোনো বাজি ধরা হয় না এবং ব্যালেন্স বদলায় না।',
    back: 'লবিতে ফিরে যান',
    expired: 'এই গেম লিংকের মেয়াদ শেষ বা এটি বৈধ নয়। লবি থেকে আবার গেম শুরু করুন।',
  },
  zh: {
    title: '演示游戏',
    vendor: '供应商',
    player: '玩家',
    balance: '余额',
    note: '这是参考平台的演示游戏页面：不会进行任何投注，余额也不会改变。',
    back: '返回大厅',
    expired: '此游戏链接已过期或无效。请从大厅重新开始游戏。',
  },
  my: {
    title: 'စမ်းသပ်ဂိမ်း',
    vendor: 'ဝန်ဆောင်မှုပေးသူ',
    player: 'ကစားသမား',
    balance: 'လက်ကျန်ငွေ',
    note: 'ဤသည်မှာ ရည်ညွှန်းပလက်ဖောင်း၏ စမ်းသပ်ဂိမ်းစာမျက်နှာ ဖြစ်သည်။ လောင်းကြေး မထပ်ပါ၊ လက်ကျန်ငွေလည်း မပြောင်းလဲပါ။',
    back: 'ဂိမ်းခန်းမသို့ ပြန်သွားရန်',
    expired: 'ဤဂိမ်းလင့်ခ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် မမှန်ကန်ပါ။ ဂိမ်းခန်းမမှ ဂိမ်းကို ပြန်စတင်ပါ။',
  },
  ur: {
    title: 'ڈیمو گیم',
    vendor: 'فراہم کنندہ',
    player: 'کھلاڑی',
    balance: 'بیلنس',
    note: 'یہ ریفرنس پلیٹ فارم کا ڈیمو گیم صفحہ ہے: کوئی شرط نہیں لگائی جاتی اور بیلنس تبدیل نہیں ہوتا۔',
    back: 'لابی پر واپس جائیں',
    expired: 'اس گیم کا لنک ختم ہو چکا ہے یا درست نہیں ہے۔ لابی سے گیم دوبارہ شروع کریں۔',
  },
};
