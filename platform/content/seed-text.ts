/**
 * Starting content of every merchant, in all five site languages: banner titles, player announcements,
 * promotions, popups, notices and help sections. `{brand}` and `{currency}` are filled per merchant,
 * amounts and counts (`{money:10000}`, `{number:10000}`) in each language's number style.
 * HTML here stands in for what an operator types in a back office, including one hostile announcement
 * (HOSTILE_HTML) that the site must neutralise when it renders it.
 */
import type { CodeTextLanguage } from '../../src/i18n/languages';

type Texts = Record<CodeTextLanguage, string>;

export interface BannerText {
  slug: string;
  group: 'w_login' | 'w_register' | 'w_forget' | 'w_home' | 'w_leftmenu';
  linkageType: 'NONE' | 'URL' | 'PROMOTION' | 'GAME';
  linkageUrl: string | null;
  title: Texts;
}

export const BANNERS: BannerText[] = [
  {
    slug: 'home-welcome',
    group: 'w_home',
    linkageType: 'PROMOTION',
    linkageUrl: '/promotions',
    title: {
      en: 'Welcome bonus: 100% on your first deposit',
      bn: 'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%',
      zh: '欢迎奖金：首存 100%',
      my: 'ကြိုဆိုဘောနပ်စ်- ပထမအပ်ငွေအပေါ် ၁၀၀%',
      ur: 'خوش آمدید بونس: پہلے ڈپازٹ پر 100%',
    },
  },
  {
    slug: 'home-slots',
    group: 'w_home',
    linkageType: 'GAME',
    linkageUrl: '/rng',
    title: {
      en: '{number:10000} slots in one lobby',
      bn: 'এক লবিতে ১০,০০০ স্লট',
      zh: '一个大厅，{number:10000} 款老虎机',
      my: 'ဂိမ်းခန်းမတစ်ခုတည်းတွင် စလော့ {number:10000}',
      ur: 'ایک لابی میں {number:10000} سلاٹس',
    },
  },
  {
    slug: 'home-app',
    group: 'w_home',
    linkageType: 'URL',
    linkageUrl: '/download',
    title: {
      en: 'Get the {brand} app',
      bn: '{brand} অ্যাপ ডাউনলোড করুন',
      zh: '下载 {brand} 应用',
      my: '{brand} အက်ပ်ကို ရယူပါ',
      ur: '{brand} ایپ حاصل کریں',
    },
  },
  {
    slug: 'login',
    group: 'w_login',
    linkageType: 'NONE',
    linkageUrl: null,
    title: {
      en: 'Sign in and play',
      bn: 'সাইন ইন করে খেলুন',
      zh: '登录即可开玩',
      my: 'ဝင်ရောက်ပြီး ကစားပါ',
      ur: 'سائن ان کریں اور کھیلیں',
    },
  },
  {
    slug: 'register',
    group: 'w_register',
    linkageType: 'NONE',
    linkageUrl: null,
    title: {
      en: 'Join in one minute',
      bn: 'এক মিনিটে যোগ দিন',
      zh: '一分钟完成注册',
      my: 'တစ်မိနစ်အတွင်း ပါဝင်ပါ',
      ur: 'ایک منٹ میں شامل ہوں',
    },
  },
  {
    slug: 'forget',
    group: 'w_forget',
    linkageType: 'NONE',
    linkageUrl: null,
    title: {
      en: 'We will get you back in',
      bn: 'আমরা আপনাকে আবার প্রবেশ করিয়ে দেব',
      zh: '我们帮您找回账户',
      my: 'သင့်အကောင့်ကို ပြန်ဝင်နိုင်အောင် ကူညီပေးပါမည်',
      ur: 'ہم آپ کو دوبارہ اندر لے آئیں گے',
    },
  },
  {
    slug: 'leftmenu-rewards',
    group: 'w_leftmenu',
    linkageType: 'URL',
    linkageUrl: '/member',
    title: {
      en: 'Reward centre',
      bn: 'রিওয়ার্ড সেন্টার',
      zh: '奖励中心',
      my: 'ဆုလာဘ်စင်တာ',
      ur: 'انعامی مرکز',
    },
  },
];

export interface AnnouncementText {
  slug: string;
  /** Pictures shown with the announcement (announcementImages), drawn from these slugs. */
  images: string[];
  title: Texts;
  content: Texts;
  /** Appended untranslated: markup that must never run. */
  hostile?: boolean;
}

/**
 * A script tag, an event handler and a javascript: link: what a compromised or careless back office could
 * send. The site's sanitiser must drop all three.
 */
export const HOSTILE_HTML =
  '<script>document.title="pwned"</script><img src="x" onerror="document.title=\'pwned\'"><a href="javascript:document.title=\'pwned\'">?</a>';

export const PLAYER_ANNOUNCEMENTS: AnnouncementText[] = [
  {
    slug: 'maintenance',
    images: [],
    title: {
      en: 'Scheduled maintenance on Sunday',
      bn: 'রবিবার নির্ধারিত রক্ষণাবেক্ষণ',
      zh: '周日例行维护',
      my: 'တနင်္ဂနွေနေ့ စီစဉ်ထားသော ပြုပြင်ထိန်းသိမ်းမှု',
      ur: 'اتوار کو طے شدہ دیکھ بھال',
    },
    content: {
      en: '<p>Playtech games are updated on Sunday from <strong>02:00 to 04:00</strong>. All other games stay open.</p>',
      bn: '<p>রবিবার <strong>০২:০০ থেকে ০৪:০০</strong> পর্যন্ত প্লেটেক গেম আপডেট হবে। অন্য সব গেম চালু থাকবে।</p>',
      zh: '<p>Playtech 游戏将于周日 <strong>02:00 至 04:00</strong> 更新，其他游戏照常开放。</p>',
      my: '<p>Playtech ဂိမ်းများကို တနင်္ဂနွေနေ့ <strong>၀၂:၀၀ မှ ၀၄:၀၀</strong> အထိ အဆင့်မြှင့်ပါမည်။ အခြားဂိမ်းများ ဆက်ဖွင့်ထားပါမည်။</p>',
      ur: '<p>پلے ٹیک گیمز اتوار کو <strong>02:00 سے 04:00</strong> تک اپ ڈیٹ ہوں گی۔ باقی تمام گیمز کھلی رہیں گی۔</p>',
    },
  },
  {
    slug: 'new-games',
    images: ['new-games-1', 'new-games-2'],
    title: {
      en: 'New games this week',
      bn: 'এই সপ্তাহের নতুন গেম',
      zh: '本周新游戏',
      my: 'ဤအပတ် ဂိမ်းအသစ်များ',
      ur: 'اس ہفتے کی نئی گیمز',
    },
    content: {
      en: '<p>Try the newest titles in the slot lobby:</p><ul><li>Golden Dragon Megaways</li><li>Lucky Koi Deluxe</li></ul>',
      bn: '<p>স্লট লবিতে নতুন গেমগুলো খেলে দেখুন:</p><ul><li>Golden Dragon Megaways</li><li>Lucky Koi Deluxe</li></ul>',
      zh: '<p>在老虎机大厅试玩最新游戏：</p><ul><li>Golden Dragon Megaways</li><li>Lucky Koi Deluxe</li></ul>',
      my: '<p>စလော့ဂိမ်းခန်းမတွင် နောက်ဆုံးထွက်ဂိမ်းများကို ကစားကြည့်ပါ-</p><ul><li>Golden Dragon Megaways</li><li>Lucky Koi Deluxe</li></ul>',
      ur: '<p>سلاٹ لابی میں نئی گیمز آزمائیں:</p><ul><li>Golden Dragon Megaways</li><li>Lucky Koi Deluxe</li></ul>',
    },
  },
  {
    slug: 'withdrawals',
    images: [],
    title: {
      en: 'Faster withdrawals',
      bn: 'আরও দ্রুত উত্তোলন',
      zh: '提款更快了',
      my: 'ပိုမြန်သော ငွေထုတ်ယူမှု',
      ur: 'تیز تر رقم نکلوانا',
    },
    content: {
      en: '<p>Withdrawals in {currency} are now paid within <b>15 minutes</b> on average.</p>',
      bn: '<p>{currency} উত্তোলন এখন গড়ে <b>১৫ মিনিটের</b> মধ্যে পরিশোধ করা হয়।</p>',
      zh: '<p>{currency} 提款现在平均 <b>15 分钟</b>内到账。</p>',
      my: '<p>{currency} ငွေထုတ်ယူမှုများကို ယခု ပျမ်းမျှ <b>၁၅ မိနစ်</b>အတွင်း ပေးချေပါသည်။</p>',
      ur: '<p>{currency} میں رقم اب اوسطاً <b>15 منٹ</b> میں ادا کی جاتی ہے۔</p>',
    },
  },
  {
    slug: 'security',
    images: [],
    title: {
      en: 'Protect your account',
      bn: 'আপনার অ্যাকাউন্ট সুরক্ষিত রাখুন',
      zh: '保护您的账户',
      my: 'သင့်အကောင့်ကို ကာကွယ်ပါ',
      ur: 'اپنے اکاؤنٹ کی حفاظت کریں',
    },
    content: {
      en: '<p>{brand} staff never ask for your password or SMS code. Turn on phone verification in <a href="/member">My account</a>.</p>',
      bn: '<p>{brand} কর্মীরা কখনো আপনার পাসওয়ার্ড বা এসএমএস কোড চান না। <a href="/member">আমার অ্যাকাউন্ট</a>-এ ফোন যাচাই চালু করুন।</p>',
      zh: '<p>{brand} 工作人员绝不会索要您的密码或短信验证码。请在<a href="/member">我的账户</a>中开启手机验证。</p>',
      my: '<p>{brand} ဝန်ထမ်းများသည် သင့်စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဘယ်တော့မှ မတောင်းပါ။ <a href="/member">ကျွန်ုပ်၏အကောင့်</a>တွင် ဖုန်းအတည်ပြုခြင်းကို ဖွင့်ပါ။</p>',
      ur: '<p>{brand} کا عملہ کبھی آپ کا پاس ورڈ یا ایس ایم ایس کوڈ نہیں مانگتا۔ <a href="/member">میرا اکاؤنٹ</a> میں فون کی تصدیق آن کریں۔</p>',
    },
  },
  {
    slug: 'responsible',
    images: ['responsible'],
    hostile: true,
    title: {
      en: 'Play responsibly',
      bn: 'দায়িত্বের সাথে খেলুন',
      zh: '理性游戏',
      my: 'တာဝန်သိစွာ ကစားပါ',
      ur: 'ذمہ داری سے کھیلیں',
    },
    content: {
      en: '<p>Set your own deposit, loss and wager limits, a session time limit and a reality check, or take a time-out or self-exclusion, on the <a href="/member/responsibleGaming/">Responsible gaming</a> page of your account. Players must be 18 or older.</p>',
      bn: '<p>আপনার অ্যাকাউন্টের <a href="/member/responsibleGaming/">দায়িত্বশীল খেলা</a> পাতায় নিজের ডিপোজিট, ক্ষতি ও বাজির সীমা, সেশনের সময়সীমা ও বাস্তবতা যাচাই ঠিক করুন, অথবা টাইম-আউট বা স্ব-বর্জন নিন। খেলোয়াড়দের বয়স ১৮ বা তার বেশি হতে হবে।</p>',
      zh: '<p>在账户的<a href="/member/responsibleGaming/">负责任博彩</a>页面，您可以自设存款、亏损和投注限额、游戏时长限额和现实提醒，或选择暂停或自我排除。玩家必须年满 18 岁。</p>',
      my: '<p>သင့်အကောင့်၏ <a href="/member/responsibleGaming/">တာဝန်သိစွာ ကစားခြင်း</a> စာမျက်နှာတွင် ကိုယ်ပိုင် အပ်ငွေ၊ ရှုံးငွေနှင့် လောင်းကြေး ကန့်သတ်ချက်များ၊ ကစားချိန်ကန့်သတ်ချက်နှင့် အမှန်တကယ် စစ်ဆေးချက်ကို သတ်မှတ်ပါ သို့မဟုတ် ခေတ္တနားခြင်း သို့မဟုတ် ကိုယ်တိုင်ဖယ်ထားခြင်းကို ယူပါ။ ကစားသူများသည် အသက် ၁၈ နှစ်နှင့်အထက် ဖြစ်ရမည်။</p>',
      ur: '<p>اپنے اکاؤنٹ کے <a href="/member/responsibleGaming/">ذمہ دارانہ کھیل</a> صفحے پر اپنی ڈپازٹ، نقصان اور شرط کی حدیں، سیشن کی وقت کی حد اور حقیقت کی جانچ مقرر کریں، یا ٹائم آؤٹ یا خود اخراج لیں۔ کھلاڑیوں کی عمر 18 سال یا اس سے زیادہ ہونی چاہیے۔</p>',
    },
  },
];

export const PROMOTIONS: AnnouncementText[] = [
  {
    slug: 'promo-welcome',
    images: ['promo-welcome'],
    title: {
      en: 'Welcome bonus',
      bn: 'স্বাগতম বোনাস',
      zh: '欢迎奖金',
      my: 'ကြိုဆိုဘောနပ်စ်',
      ur: 'خوش آمدید بونس',
    },
    content: {
      en: '<p>Get <strong>100%</strong> on your first deposit, up to {money:10000}.</p>',
      bn: '<p>প্রথম ডিপোজিটে <strong>১০০%</strong> বোনাস নিন, সর্বোচ্চ {money:10000}।</p>',
      zh: '<p>首次存款可获 <strong>100%</strong> 奖金，最高 {money:10000}。</p>',
      my: '<p>ပထမအပ်ငွေအပေါ် <strong>၁၀၀%</strong> ရယူပါ၊ အများဆုံး {money:10000}။</p>',
      ur: '<p>پہلے ڈپازٹ پر <strong>100%</strong> بونس حاصل کریں، زیادہ سے زیادہ {money:10000}۔</p>',
    },
  },
  {
    slug: 'promo-rebate',
    images: ['promo-rebate'],
    title: {
      en: 'Daily rebate',
      bn: 'দৈনিক রিবেট',
      zh: '每日返水',
      my: 'နေ့စဉ် ပြန်အမ်းငွေ',
      ur: 'روزانہ ریبیٹ',
    },
    content: {
      en: '<p>Up to <strong>1.2%</strong> of every bet comes back to your wallet each day.</p>',
      bn: '<p>প্রতিদিন প্রতিটি বাজির সর্বোচ্চ <strong>১.২%</strong> আপনার ওয়ালেটে ফেরত আসে।</p>',
      zh: '<p>每天最高返还每笔投注的 <strong>1.2%</strong> 到您的钱包。</p>',
      my: '<p>လောင်းကြေးတိုင်း၏ <strong>၁.၂%</strong> အထိ နေ့စဉ် သင့်ပိုက်ဆံအိတ်သို့ ပြန်ရောက်ပါသည်။</p>',
      ur: '<p>ہر شرط کا <strong>1.2%</strong> تک روزانہ آپ کے والیٹ میں واپس آتا ہے۔</p>',
    },
  },
  {
    slug: 'promo-vip',
    images: ['promo-vip'],
    title: {
      en: 'VIP club',
      bn: 'ভিআইপি ক্লাব',
      zh: 'VIP 俱乐部',
      my: 'VIP ကလပ်',
      ur: 'وی آئی پی کلب',
    },
    content: {
      en: '<p>Climb the VIP levels for birthday gifts, higher limits and a personal manager.</p>',
      bn: '<p>জন্মদিনের উপহার, উচ্চ সীমা ও ব্যক্তিগত ম্যানেজারের জন্য ভিআইপি স্তরে উঠুন।</p>',
      zh: '<p>提升 VIP 等级，享受生日礼金、更高限额和专属客户经理。</p>',
      my: '<p>မွေးနေ့လက်ဆောင်၊ ပိုမြင့်သော ကန့်သတ်ချက်နှင့် ကိုယ်ပိုင်မန်နေဂျာအတွက် VIP အဆင့်များ တက်ပါ။</p>',
      ur: '<p>سالگرہ کے تحائف، زیادہ حدود اور ذاتی مینیجر کے لیے وی آئی پی درجات طے کریں۔</p>',
    },
  },
];

export interface PopupText {
  execution: 'A' | 'B' | 'F';
  title: Texts;
  content: Texts;
  /** Validity in days relative to the seeding time (start inclusive, end exclusive); none: always valid. */
  validDays?: { from: number; to: number };
  /** The call to action: register, or a promotion page (a site path without language prefix). */
  action?: { kind: 'register' } | { kind: 'promotion'; link: string };
}

export const POPUPS: PopupText[] = [
  {
    execution: 'A',
    title: {
      en: 'Daily rebate is on',
      bn: 'দৈনিক রিবেট চালু',
      zh: '每日返水已开启',
      my: 'နေ့စဉ် ပြန်အမ်းငွေ စတင်ပါပြီ',
      ur: 'روزانہ ریبیٹ شروع',
    },
    content: {
      en: '<p>Win or lose, get up to <strong>1.2%</strong> of your valid bets back every day.</p>',
      bn: '<p>জিতুন বা হারুন, প্রতিদিন আপনার বৈধ বাজির <strong>১.২%</strong> পর্যন্ত ফেরত পান।</p>',
      zh: '<p>无论输赢，每天返还您有效投注的最高 <strong>1.2%</strong>。</p>',
      my: '<p>နိုင်နိုင် ရှုံးရှုံး သင့်ခိုင်လုံသော လောင်းကြေး၏ <strong>၁.၂%</strong> အထိ နေ့စဉ် ပြန်ရယူပါ။</p>',
      ur: '<p>جیتیں یا ہاریں، ہر روز اپنی درست بیٹس کا <strong>1.2%</strong> تک واپس پائیں۔</p>',
    },
    action: { kind: 'promotion', link: '/promotions/daily-rebate/' },
  },
  {
    execution: 'A',
    // A dated offer that has ended: it must never show.
    validDays: { from: -9, to: -7 },
    title: {
      en: 'Weekend reload bonus',
      bn: 'সাপ্তাহিক ছুটির রিলোড বোনাস',
      zh: '周末充值奖金',
      my: 'စနေ၊ တနင်္ဂနွေ ငွေဖြည့်ဘောနပ်စ်',
      ur: 'ویک اینڈ ری لوڈ بونس',
    },
    content: {
      en: '<p>Deposit this weekend and get <strong>20%</strong> extra.</p>',
      bn: '<p>এই সপ্তাহান্তে ডিপোজিট করুন এবং <strong>২০%</strong> অতিরিক্ত পান।</p>',
      zh: '<p>本周末存款即可额外获得 <strong>20%</strong>。</p>',
      my: '<p>ဤစနေ၊ တနင်္ဂနွေတွင် ငွေအပ်ပြီး <strong>၂၀%</strong> အပို ရယူပါ။</p>',
      ur: '<p>اس ویک اینڈ ڈپازٹ کریں اور <strong>20%</strong> اضافی حاصل کریں۔</p>',
    },
  },
  {
    execution: 'B',
    title: {
      en: 'New here?',
      bn: 'এখানে নতুন?',
      zh: '新来的？',
      my: 'ဒီမှာ အသစ်လား?',
      ur: 'یہاں نئے ہیں؟',
    },
    content: {
      en: '<p>Register at {brand} in one minute and claim your welcome bonus.</p>',
      bn: '<p>এক মিনিটে {brand}-এ নিবন্ধন করুন এবং স্বাগতম বোনাস নিন।</p>',
      zh: '<p>一分钟注册 {brand}，领取您的欢迎奖金。</p>',
      my: '<p>{brand} တွင် တစ်မိနစ်အတွင်း စာရင်းသွင်းပြီး ကြိုဆိုဘောနပ်စ် ရယူပါ။</p>',
      ur: '<p>ایک منٹ میں {brand} پر رجسٹر ہوں اور اپنا خوش آمدید بونس حاصل کریں۔</p>',
    },
    action: { kind: 'register' },
  },
  {
    execution: 'F',
    title: {
      en: 'Welcome aboard!',
      bn: 'স্বাগতম!',
      zh: '欢迎加入！',
      my: 'ကြိုဆိုပါတယ်!',
      ur: 'خوش آمدید!',
    },
    content: {
      en: '<p>Secure your account first: add a phone number and set a withdrawal password.</p>',
      bn: '<p>প্রথমে আপনার অ্যাকাউন্ট সুরক্ষিত করুন: একটি ফোন নম্বর যোগ করুন এবং উত্তোলন পাসওয়ার্ড সেট করুন।</p>',
      zh: '<p>请先保护您的账户：绑定手机号码并设置提款密码。</p>',
      my: '<p>သင့်အကောင့်ကို ဦးစွာ လုံခြုံအောင်လုပ်ပါ- ဖုန်းနံပါတ်ထည့်ပြီး ငွေထုတ်စကားဝှက် သတ်မှတ်ပါ။</p>',
      ur: '<p>پہلے اپنا اکاؤنٹ محفوظ کریں: فون نمبر شامل کریں اور رقم نکلوانے کا پاس ورڈ مقرر کریں۔</p>',
    },
  },
];

/** Notices for the marquee, newest first. */
export const NOTICE_TEXTS: Texts[] = [
  {
    en: 'Welcome to {brand}! Deposits and withdrawals in {currency} are open 24/7.',
    bn: '{brand}-এ স্বাগতম! {currency} ডিপোজিট ও উত্তোলন ২৪/৭ চালু।',
    zh: '欢迎来到 {brand}！{currency} 存取款 24 小时开放。',
    my: '{brand} မှ ကြိုဆိုပါတယ်။ {currency} ငွေအပ်/ထုတ် ၂၄/၇ ဖွင့်ထားပါသည်။',
    ur: '{brand} میں خوش آمدید! {currency} میں ڈپازٹ اور رقم نکلوانا 24/7 دستیاب ہے۔',
  },
  {
    en: 'Playtech games are under maintenance on Sunday 02:00–04:00.',
    bn: 'রবিবার ০২:০০–০৪:০০ প্লেটেক গেম রক্ষণাবেক্ষণে থাকবে।',
    zh: 'Playtech 游戏将于周日 02:00–04:00 维护。',
    my: 'Playtech ဂိမ်းများ တနင်္ဂနွေနေ့ ၀၂:၀၀–၀၄:၀၀ ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်ပါမည်။',
    ur: 'پلے ٹیک گیمز اتوار 02:00–04:00 دیکھ بھال میں رہیں گی۔',
  },
  {
    en: 'Never share your password or SMS code with anyone.',
    bn: 'আপনার পাসওয়ার্ড বা এসএমএস কোড কখনো কারো সাথে শেয়ার করবেন না।',
    zh: '切勿向任何人透露您的密码或短信验证码。',
    my: 'သင့်စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို မည်သူ့ကိုမျှ မမျှဝေပါနှင့်။',
    ur: 'اپنا پاس ورڈ یا ایس ایم ایس کوڈ کبھی کسی کو نہ بتائیں۔',
  },
];

/** One notice per big win of the winner board: `{game}` and `{amount}` are filled from it. */
export const BIG_WIN_NOTICE: Texts = {
  en: 'Big win: {amount} on {game}! Congratulations!',
  bn: 'বড় জয়: {game}-এ {amount}! অভিনন্দন!',
  zh: '大奖：{game} 赢得 {amount}！恭喜！',
  my: 'ဆုကြီး- {game} တွင် {amount}! ဂုဏ်ယူပါတယ်!',
  ur: 'بڑی جیت: {game} پر {amount}! مبارک ہو!',
};

export interface HelpText {
  code: string;
  title: Texts;
  content: Texts;
}

export const HELP_SECTIONS: HelpText[] = [
  {
    code: 'terms',
    title: { en: 'Terms and conditions', bn: 'শর্তাবলী', zh: '条款与条件', my: 'စည်းကမ်းချက်များ', ur: 'شرائط و ضوابط' },
    content: {
      en: '<p>{brand} is for players aged 18 or older. One account per person; bonuses follow the rules of each promotion.</p>',
      bn: '<p>{brand} ১৮ বা তার বেশি বয়সী খেলোয়াড়দের জন্য। প্রতি ব্যক্তির একটি অ্যাকাউন্ট; বোনাস প্রতিটি প্রচারের নিয়ম মেনে চলে।</p>',
      zh: '<p>{brand} 仅供年满 18 岁的玩家使用。每人限一个账户；奖金遵循各项活动规则。</p>',
      my: '<p>{brand} သည် အသက် ၁၈ နှစ်နှင့်အထက် ကစားသူများအတွက် ဖြစ်သည်။ တစ်ဦးလျှင် အကောင့်တစ်ခု၊ ဘောနပ်စ်များသည် ပရိုမိုးရှင်းတစ်ခုစီ၏ စည်းမျဉ်းများအတိုင်း ဖြစ်သည်။</p>',
      ur: '<p>{brand} صرف 18 سال یا اس سے زیادہ عمر کے کھلاڑیوں کے لیے ہے۔ ہر شخص کا ایک اکاؤنٹ؛ بونس ہر پروموشن کے قواعد کے مطابق ہیں۔</p>',
    },
  },
  {
    code: 'privacy',
    title: { en: 'Privacy', bn: 'গোপনীয়তা', zh: '隐私政策', my: 'ကိုယ်ရေးအချက်အလက်', ur: 'رازداری' },
    content: {
      en: '<p>We keep your data only to run your account and meet the law. Passwords are stored as slow hashes, never in clear.</p>',
      bn: '<p>আমরা শুধু আপনার অ্যাকাউন্ট চালাতে ও আইন মানতে আপনার তথ্য রাখি। পাসওয়ার্ড কখনো সরাসরি সংরক্ষিত হয় না।</p>',
      zh: '<p>我们仅为运营您的账户和遵守法律而保存您的数据。密码以慢速哈希保存，绝不明文存储。</p>',
      my: '<p>သင့်အကောင့်ကို လည်ပတ်ရန်နှင့် ဥပဒေနှင့်ကိုက်ညီရန်သာ သင့်ဒေတာကို သိမ်းဆည်းပါသည်။ စကားဝှက်များကို ရိုးရိုးစာသားဖြင့် ဘယ်တော့မှ မသိမ်းပါ။</p>',
      ur: '<p>ہم آپ کا ڈیٹا صرف آپ کا اکاؤنٹ چلانے اور قانون کی پابندی کے لیے رکھتے ہیں۔ پاس ورڈ کبھی سادہ متن میں محفوظ نہیں ہوتے۔</p>',
    },
  },
  {
    code: 'responsible-gaming',
    title: {
      en: 'Responsible gaming',
      bn: 'দায়িত্বশীল গেমিং',
      zh: '负责任博彩',
      my: 'တာဝန်သိ ကစားခြင်း',
      ur: 'ذمہ دارانہ گیمنگ',
    },
    content: {
      en: '<p>Play for fun, not to make money. Set limits, take breaks, and contact customer service to close your account for a while.</p>',
      bn: '<p>আনন্দের জন্য খেলুন, টাকা আয়ের জন্য নয়। সীমা ঠিক করুন, বিরতি নিন, এবং কিছুদিনের জন্য অ্যাকাউন্ট বন্ধ করতে গ্রাহকসেবায় যোগাযোগ করুন।</p>',
      zh: '<p>游戏是为了娱乐，而非赚钱。请设定限额、适当休息，如需暂时关闭账户请联系客服。</p>',
      my: '<p>ငွေရှာရန်မဟုတ်ဘဲ ပျော်ရွှင်ရန် ကစားပါ။ ကန့်သတ်ချက်များ သတ်မှတ်ပါ၊ နားပါ၊ အကောင့်ကို ခေတ္တပိတ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>',
      ur: '<p>تفریح کے لیے کھیلیں، پیسے کمانے کے لیے نہیں۔ حدیں مقرر کریں، وقفہ لیں، اور کچھ عرصے کے لیے اکاؤنٹ بند کرنے کے لیے کسٹمر سروس سے رابطہ کریں۔</p>',
    },
  },
  {
    code: 'faq',
    title: { en: 'FAQ', bn: 'সাধারণ প্রশ্ন', zh: '常见问题', my: 'မေးလေ့ရှိသောမေးခွန်းများ', ur: 'عام سوالات' },
    content: {
      en: '<p><strong>How fast are withdrawals?</strong> About 15 minutes on average, in {currency}.</p>',
      bn: '<p><strong>উত্তোলন কত দ্রুত হয়?</strong> গড়ে প্রায় ১৫ মিনিট, {currency}-তে।</p>',
      zh: '<p><strong>提款需要多久？</strong>平均约 15 分钟，以 {currency} 支付。</p>',
      my: '<p><strong>ငွေထုတ်ယူမှု ဘယ်လောက်မြန်သလဲ?</strong> ပျမ်းမျှ ၁၅ မိနစ်ခန့်၊ {currency} ဖြင့်။</p>',
      ur: '<p><strong>رقم کتنی جلدی نکلتی ہے؟</strong> اوسطاً تقریباً 15 منٹ، {currency} میں۔</p>',
    },
  },
];
