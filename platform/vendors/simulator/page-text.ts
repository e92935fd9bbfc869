/**
 * Texts of the simulator's page, which the platform renders itself (no site bundle, no i18next on this path),
 * in all five site languages. `{name}` marks a value filled in by page.ts.
 */
import type { CodeTextLanguage } from '../../../src/i18n/languages';

export interface SimPageText {
  title: string;
  vendor: string;
  /** The line for a launch into a room the player picked (platform/tables): {room} */
  room: string;
  balance: string;
  stake: string;
  /** {min} {max}: the stake limits. */
  limits: string;
  note: string;
  back: string;
  expired: string;
  play: { slot: string; table: string; fish: string; card: string; sports: string; lottery: string };
  legend: { table: string; fish: string; sports: string; lottery: string };
  choice: {
    red: string;
    black: string;
    green: string;
    small: string;
    big: string;
    home: string;
    draw: string;
    away: string;
  };
  /** {amount} */
  won: string;
  lost: string;
  /** {pocket} {colour} */
  ball: string;
  hit: string;
  miss: string;
  /** {mine} {dealer} */
  cards: string;
  /** {result} */
  match: string;
  /** {digit} */
  drawn: string;
  /** The reality check that interrupts play: {minutes} {amount} {rounds}. */
  realityCheck: { title: string; played: string; net: string; continue: string; stop: string };
  /**
   * Refusals the player can meet, by code; `other` for anything else. {min} {max} in stake_out_of_range; {whole}
   * {decimal}: two example stakes in stake_invalid, in the page's digits.
   */
  errors: {
    insufficient_balance: string;
    stake_out_of_range: string;
    stake_invalid: string;
    token_invalid: string;
    player_blocked: string;
    /** A limit the player set (loss, wager, session time) refused the stake. */
    limit_reached: string;
    debit_timeout: string;
    settlement_pending: string;
    other: string;
  };
}

export const SIM_PAGE_TEXT = {
  en: {
    title: 'Game simulator',
    vendor: 'Provider',
    room: 'Room: {room}',
    balance: 'Balance',
    stake: 'Stake',
    limits: 'From {min} to {max}',
    note: 'A simulated provider game: stakes and wins are real and move your balance.',
    back: 'Back to the lobby',
    expired: 'This game link has expired or is not valid. Start the game again from the lobby.',
    play: { slot: 'Spin', table: 'Place bet', fish: 'Fire', card: 'Deal', sports: 'Place bet', lottery: 'Buy ticket' },
    legend: { table: 'Colour', fish: 'Target', sports: 'Your pick', lottery: 'Your number' },
    choice: {
      red: 'Red',
      black: 'Black',
      green: 'Zero',
      small: 'Small fish',
      big: 'Big fish',
      home: 'Home win',
      draw: 'Draw',
      away: 'Away win',
    },
    won: 'You won {amount}',
    lost: 'No win this round',
    ball: 'The ball landed on {pocket} ({colour})',
    hit: 'Hit!',
    miss: 'Missed',
    cards: 'Your card {mine}, dealer {dealer}',
    match: 'Result: {result}',
    drawn: 'Number drawn: {digit}',
    realityCheck: {
      title: 'Reality check',
      played: 'You have played for {minutes} minutes in this session.',
      net: 'Net result: {amount} over {rounds} rounds.',
      continue: 'Continue playing',
      stop: 'Stop playing',
    },
    errors: {
      insufficient_balance: 'Your balance is too low for this stake.',
      stake_out_of_range: 'The stake must be from {min} to {max}.',
      stake_invalid: 'Enter the stake as a number, for example {whole} or {decimal}.',
      token_invalid: 'This game session has ended. Start the game again from the lobby.',
      player_blocked: 'Trial accounts cannot play for real money. Register a member account to play.',
      limit_reached:
        'You have reached a limit you set for yourself (loss, wager or session time). No stake was taken. See your limits in the member centre.',
      debit_timeout: 'The round did not start in time and was cancelled. Your stake is back in your balance.',
      settlement_pending: 'The round is being settled. Your balance will update shortly.',
      other: 'The round could not be played. Please try again.',
    },
  },
  bn: {
    title: 'গেম সিমুলেটর',
    vendor: 'প্রদানকারী',
    room: 'রুম: {room}',
    balance: 'ব্যালেন্স',
    stake: 'বাজির পরিমাণ',
    limits: '{min} থেকে {max}',
    note: 'এটি একটি সিমুলেটেড প্রদানকারীর গেম: বাজি ও জয় আসল এবং আপনার ব্যালেন্স বদলায়।',
    back: 'লবিতে ফিরে যান',
    expired: 'এই গেম লিংকের মেয়াদ শেষ বা এটি বৈধ নয়। লবি থেকে আবার গেম শুরু করুন।',
    play: {
      slot: 'স্পিন',
      table: 'বাজি ধরুন',
      fish: 'গুলি করুন',
      card: 'কার্ড দিন',
      sports: 'বাজি ধরুন',
      lottery: 'টিকিট কিনুন',
    },
    legend: { table: 'রং', fish: 'লক্ষ্য', sports: 'আপনার বাছাই', lottery: 'আপনার নম্বর' },
    choice: {
      red: 'লাল',
      black: 'কালো',
      green: 'শূন্য',
      small: 'ছোট মাছ',
      big: 'বড় মাছ',
      home: 'স্বাগতিক দলের জয়',
      draw: 'ড্র',
      away: 'অতিথি দলের জয়',
    },
    won: 'আপনি জিতেছেন {amount}',
    lost: 'এই রাউন্ডে কোনো জয় নেই',
    ball: 'বল থেমেছে {pocket} ({colour})-এ',
    hit: 'লেগেছে!',
    miss: 'লাগেনি',
    cards: 'আপনার কার্ড {mine}, ডিলারের {dealer}',
    match: 'ফলাফল: {result}',
    drawn: 'ড্র হওয়া নম্বর: {digit}',
    realityCheck: {
      title: 'রিয়েলিটি চেক',
      played: 'এই সেশনে আপনি {minutes} মিনিট খেলেছেন।',
      net: 'মোট ফল: {rounds} রাউন্ডে {amount}।',
      continue: 'খেলা চালিয়ে যান',
      stop: 'খেলা থামান',
    },
    errors: {
      insufficient_balance: 'এই বাজির জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
      stake_out_of_range: 'বাজির পরিমাণ {min} থেকে {max} এর মধ্যে হতে হবে।',
      stake_invalid: 'বাজির পরিমাণ সংখ্যায় লিখুন, যেমন {whole} বা {decimal}।',
      token_invalid: 'এই গেম সেশন শেষ হয়েছে। লবি থেকে আবার গেম শুরু করুন।',
      player_blocked: 'ট্রায়াল অ্যাকাউন্ট দিয়ে আসল টাকায় খেলা যায় না। খেলতে একটি সদস্য অ্যাকাউন্ট নিবন্ধন করুন।',
      limit_reached:
        'আপনি নিজের জন্য ঠিক করা একটি সীমায় পৌঁছেছেন (ক্ষতি, বাজি বা সেশনের সময়)। কোনো বাজি নেওয়া হয়নি। মেম্বার সেন্টারে আপনার সীমাগুলো দেখুন।',
      debit_timeout: 'রাউন্ডটি সময়মতো শুরু হয়নি এবং বাতিল করা হয়েছে। আপনার বাজির টাকা ব্যালেন্সে ফেরত এসেছে।',
      settlement_pending: 'রাউন্ডটির হিসাব নিষ্পত্তি হচ্ছে। আপনার ব্যালেন্স শীঘ্রই হালনাগাদ হবে।',
      other: 'রাউন্ডটি খেলা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    },
  },
  zh: {
    title: '游戏模拟器',
    vendor: '供应商',
    room: '房间：{room}',
    balance: '余额',
    stake: '投注金额',
    limits: '{min} 至 {max}',
    note: '这是模拟的供应商游戏：投注和奖金都是真实的，会改变您的余额。',
    back: '返回大厅',
    expired: '此游戏链接已过期或无效。请从大厅重新开始游戏。',
    play: { slot: '旋转', table: '下注', fish: '开火', card: '发牌', sports: '下注', lottery: '购买彩票' },
    legend: { table: '颜色', fish: '目标', sports: '您的选择', lottery: '您的号码' },
    choice: {
      red: '红',
      black: '黑',
      green: '零',
      small: '小鱼',
      big: '大鱼',
      home: '主队胜',
      draw: '平局',
      away: '客队胜',
    },
    won: '您赢得 {amount}',
    lost: '本局未中奖',
    ball: '球落在 {pocket}（{colour}）',
    hit: '命中！',
    miss: '未命中',
    cards: '您的牌 {mine}，庄家 {dealer}',
    match: '结果：{result}',
    drawn: '开奖号码：{digit}',
    realityCheck: {
      title: '游戏提醒',
      played: '您在本时段已玩了 {minutes} 分钟。',
      net: '净结果：{rounds} 局共 {amount}。',
      continue: '继续游戏',
      stop: '停止游戏',
    },
    errors: {
      insufficient_balance: '您的余额不足以支付此投注。',
      stake_out_of_range: '投注金额必须在 {min} 至 {max} 之间。',
      stake_invalid: '请输入数字金额，例如 {whole} 或 {decimal}。',
      token_invalid: '此游戏会话已结束。请从大厅重新开始游戏。',
      player_blocked: '试玩账户不能进行真钱游戏。请注册会员账户后再玩。',
      limit_reached: '您已达到自己设定的限额（亏损、投注或游戏时长）。本次未扣除投注。请在会员中心查看您的限额。',
      debit_timeout: '本局未能按时开始，已取消。您的投注已退回余额。',
      settlement_pending: '本局正在结算，您的余额稍后更新。',
      other: '本局无法进行，请重试。',
    },
  },
  my: {
    title: 'ဂိမ်း စမ်းသပ်စက်',
    vendor: 'ဝန်ဆောင်မှုပေးသူ',
    room: 'အခန်း- {room}',
    balance: 'လက်ကျန်ငွေ',
    stake: 'လောင်းကြေး',
    limits: '{min} မှ {max} အထိ',
    note: 'ဤသည်မှာ စမ်းသပ်ထားသော ဝန်ဆောင်မှုပေးသူ ဂိမ်းဖြစ်သည်။ လောင်းကြေးနှင့် အနိုင်ရငွေများသည် အစစ်အမှန်ဖြစ်ပြီး သင့်လက်ကျန်ငွေကို ပြောင်းလဲစေသည်။',
    back: 'ဂိမ်းခန်းမသို့ ပြန်သွားရန်',
    expired: 'ဤဂိမ်းလင့်ခ် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် မမှန်ကန်ပါ။ ဂိမ်းခန်းမမှ ဂိမ်းကို ပြန်စတင်ပါ။',
    play: { slot: 'လှည့်ရန်', table: 'လောင်းရန်', fish: 'ပစ်ရန်', card: 'ကတ်ဝေရန်', sports: 'လောင်းရန်', lottery: 'လက်မှတ်ဝယ်ရန်' },
    legend: { table: 'အရောင်', fish: 'ပစ်မှတ်', sports: 'သင့်ရွေးချယ်မှု', lottery: 'သင့်နံပါတ်' },
    choice: {
      red: 'အနီ',
      black: 'အနက်',
      green: 'သုည',
      small: 'ငါးအသေး',
      big: 'ငါးအကြီး',
      home: 'အိမ်ရှင်အသင်း နိုင်',
      draw: 'သရေ',
      away: 'ဧည့်သည်အသင်း နိုင်',
    },
    won: 'သင် {amount} နိုင်ပါသည်',
    lost: 'ဤအကြိမ်တွင် အနိုင်မရပါ',
    ball: 'ဘောလုံး {pocket} ({colour}) တွင် ရပ်သည်',
    hit: 'ထိပြီ!',
    miss: 'လွဲသွားသည်',
    cards: 'သင့်ကတ် {mine}၊ ဒီလာ {dealer}',
    match: 'ရလဒ်: {result}',
    drawn: 'ထွက်သည့်နံပါတ်: {digit}',
    realityCheck: {
      title: 'အချိန်သတိပေးချက်',
      played: 'ဤကစားချိန်တွင် {minutes} မိနစ် ကစားပြီးပါပြီ။',
      net: 'အသားတင်ရလဒ်- {rounds} ပွဲတွင် {amount}။',
      continue: 'ဆက်ကစားမည်',
      stop: 'ကစားခြင်း ရပ်မည်',
    },
    errors: {
      insufficient_balance: 'ဤလောင်းကြေးအတွက် သင့်လက်ကျန်ငွေ မလုံလောက်ပါ။',
      stake_out_of_range: 'လောင်းကြေးသည် {min} မှ {max} အတွင်း ဖြစ်ရမည်။',
      stake_invalid: 'လောင်းကြေးကို ဂဏန်းဖြင့် ထည့်ပါ၊ ဥပမာ {whole} သို့မဟုတ် {decimal}။',
      token_invalid: 'ဤဂိမ်းအစည်းအဝေး ပြီးဆုံးသွားပြီ။ ဂိမ်းခန်းမမှ ဂိမ်းကို ပြန်စတင်ပါ။',
      player_blocked: 'စမ်းသပ်အကောင့်ဖြင့် ငွေအစစ်ဖြင့် မကစားနိုင်ပါ။ ကစားရန် အဖွဲ့ဝင်အကောင့် မှတ်ပုံတင်ပါ။',
      limit_reached:
        'သင်ကိုယ်တိုင် သတ်မှတ်ထားသော ကန့်သတ်ချက်တစ်ခု (ဆုံးရှုံးငွေ၊ လောင်းကြေး သို့မဟုတ် ကစားချိန်) သို့ ရောက်သွားပါပြီ။ လောင်းကြေး မယူရသေးပါ။ အဖွဲ့ဝင်စင်တာတွင် သင့်ကန့်သတ်ချက်များကို ကြည့်ပါ။',
      debit_timeout: 'ဤအကြိမ်ကို အချိန်မီ မစတင်နိုင်သဖြင့် ပယ်ဖျက်လိုက်သည်။ သင့်လောင်းကြေးကို လက်ကျန်ငွေသို့ ပြန်ထည့်ပြီးပါပြီ။',
      settlement_pending: 'ဤအကြိမ်ကို စာရင်းရှင်းနေဆဲ ဖြစ်သည်။ သင့်လက်ကျန်ငွေ မကြာမီ ပြောင်းလဲပါမည်။',
      other: 'ဤအကြိမ်ကို မကစားနိုင်ပါ။ ထပ်မံကြိုးစားပါ။',
    },
  },
  ur: {
    title: 'گیم سمیولیٹر',
    vendor: 'فراہم کنندہ',
    room: 'کمرہ: {room}',
    balance: 'بیلنس',
    stake: 'شرط کی رقم',
    limits: '{min} سے {max} تک',
    note: 'یہ فراہم کنندہ کا ایک نقلی گیم ہے: شرطیں اور جیت اصلی ہیں اور آپ کا بیلنس بدلتی ہیں۔',
    back: 'لابی پر واپس جائیں',
    expired: 'اس گیم کا لنک ختم ہو چکا ہے یا درست نہیں ہے۔ لابی سے گیم دوبارہ شروع کریں۔',
    play: {
      slot: 'گھمائیں',
      table: 'شرط لگائیں',
      fish: 'فائر کریں',
      card: 'پتے بانٹیں',
      sports: 'شرط لگائیں',
      lottery: 'ٹکٹ خریدیں',
    },
    legend: { table: 'رنگ', fish: 'نشانہ', sports: 'آپ کا انتخاب', lottery: 'آپ کا نمبر' },
    choice: {
      red: 'سرخ',
      black: 'سیاہ',
      green: 'صفر',
      small: 'چھوٹی مچھلی',
      big: 'بڑی مچھلی',
      home: 'میزبان ٹیم کی جیت',
      draw: 'برابر',
      away: 'مہمان ٹیم کی جیت',
    },
    won: 'آپ نے {amount} جیتے',
    lost: 'اس راؤنڈ میں کوئی جیت نہیں',
    ball: 'گیند {pocket} ({colour}) پر رکی',
    hit: 'نشانہ لگ گیا!',
    miss: 'نشانہ چوک گیا',
    cards: 'آپ کا پتا {mine}، ڈیلر کا {dealer}',
    match: 'نتیجہ: {result}',
    drawn: 'نکلنے والا نمبر: {digit}',
    realityCheck: {
      title: 'حقیقت کی جانچ',
      played: 'آپ اس سیشن میں {minutes} منٹ کھیل چکے ہیں۔',
      net: 'خالص نتیجہ: {rounds} راؤنڈز میں {amount}۔',
      continue: 'کھیلنا جاری رکھیں',
      stop: 'کھیلنا بند کریں',
    },
    errors: {
      insufficient_balance: 'اس شرط کے لیے آپ کا بیلنس کافی نہیں ہے۔',
      stake_out_of_range: 'شرط کی رقم {min} سے {max} کے درمیان ہونی چاہیے۔',
      stake_invalid: 'شرط کی رقم عدد میں لکھیں، مثلاً {whole} یا {decimal}۔',
      token_invalid: 'یہ گیم سیشن ختم ہو چکا ہے۔ لابی سے گیم دوبارہ شروع کریں۔',
      player_blocked: 'ٹرائل اکاؤنٹ سے اصلی رقم کے ساتھ نہیں کھیلا جا سکتا۔ کھیلنے کے لیے ممبر اکاؤنٹ رجسٹر کریں۔',
      limit_reached:
        'آپ اپنی مقرر کردہ ایک حد تک پہنچ گئے ہیں (نقصان، شرط یا سیشن کا وقت)۔ کوئی شرط نہیں لی گئی۔ ممبر سینٹر میں اپنی حدیں دیکھیں۔',
      debit_timeout: 'راؤنڈ وقت پر شروع نہیں ہوا اور منسوخ کر دیا گیا۔ آپ کی شرط کی رقم بیلنس میں واپس آ گئی ہے۔',
      settlement_pending: 'راؤنڈ کا حساب ہو رہا ہے۔ آپ کا بیلنس جلد اپ ڈیٹ ہو جائے گا۔',
      other: 'راؤنڈ نہیں کھیلا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
    },
  },
} satisfies Record<CodeTextLanguage, SimPageText>;
