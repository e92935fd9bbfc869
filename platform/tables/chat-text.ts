/**
 * Texts of the live chat page, which the platform renders itself (no
 * site bundle on these paths), in all five site languages. `{name}` marks a value filled in by the page.
 */
import type { CodeTextLanguage } from '../../src/i18n/languages';

export interface ChatPageText {
  title: string;
  /** {table} */
  heading: string;
  hosts: string;
  online: string;
  offline: string;
  messages: string;
  empty: string;
  message: string;
  send: string;
  /** {max} */
  tooLong: string;
  emptyMessage: string;
  expired: string;
  host: string;
  you: string;
}

export const CHAT_PAGE_TEXT = {
  en: {
    title: 'Live chat',
    heading: 'Chat at {table}',
    hosts: 'Hosts at this table',
    online: 'online',
    offline: 'offline',
    messages: 'Messages',
    empty: 'No messages yet. Say hello to the table.',
    message: 'Your message',
    send: 'Send',
    tooLong: 'A message is 1 to {max} characters.',
    emptyMessage: 'Write a message first.',
    expired: 'This chat link has expired. Open the chat again from the site.',
    host: 'host',
    you: 'you',
  },
  bn: {
    title: 'লাইভ চ্যাট',
    heading: '{table}-এ চ্যাট',
    hosts: 'এই টেবিলের হোস্ট',
    online: 'অনলাইন',
    offline: 'অফলাইন',
    messages: 'বার্তা',
    empty: 'এখনও কোনো বার্তা নেই। টেবিলকে হ্যালো বলুন।',
    message: 'আপনার বার্তা',
    send: 'পাঠান',
    tooLong: 'একটি বার্তা ১ থেকে {max} অক্ষরের হয়।',
    emptyMessage: 'আগে একটি বার্তা লিখুন।',
    expired: 'এই চ্যাট লিঙ্কের মেয়াদ শেষ। সাইট থেকে আবার চ্যাট খুলুন।',
    host: 'হোস্ট',
    you: 'আপনি',
  },
  zh: {
    title: '在线聊天',
    heading: '{table} 聊天室',
    hosts: '本桌主播',
    online: '在线',
    offline: '离线',
    messages: '消息',
    empty: '还没有消息。向本桌打个招呼吧。',
    message: '您的消息',
    send: '发送',
    tooLong: '消息长度为 1 至 {max} 个字符。',
    emptyMessage: '请先输入消息。',
    expired: '此聊天链接已过期。请从网站重新打开聊天。',
    host: '主播',
    you: '我',
  },
  my: {
    title: 'တိုက်ရိုက် ချက်',
    heading: '{table} တွင် ချက်',
    hosts: 'ဤစားပွဲ၏ အိမ်ရှင်များ',
    online: 'အွန်လိုင်း',
    offline: 'အော့ဖ်လိုင်း',
    messages: 'မက်ဆေ့ချ်များ',
    empty: 'မက်ဆေ့ချ် မရှိသေးပါ။ စားပွဲကို နှုတ်ဆက်လိုက်ပါ။',
    message: 'သင့်မက်ဆေ့ချ်',
    send: 'ပို့ရန်',
    tooLong: 'မက်ဆေ့ချ်တစ်ခုသည် စာလုံး ၁ မှ {max} အထိ ဖြစ်ရမည်။',
    emptyMessage: 'မက်ဆေ့ချ်တစ်ခု အရင်ရေးပါ။',
    expired: 'ဤချက်လင့်ခ် သက်တမ်းကုန်သွားပါပြီ။ ဆိုက်မှ ချက်ကို ထပ်ဖွင့်ပါ။',
    host: 'အိမ်ရှင်',
    you: 'သင်',
  },
  ur: {
    title: 'لائیو چیٹ',
    heading: '{table} پر چیٹ',
    hosts: 'اس ٹیبل کے میزبان',
    online: 'آن لائن',
    offline: 'آف لائن',
    messages: 'پیغامات',
    empty: 'ابھی کوئی پیغام نہیں۔ ٹیبل کو سلام کہیں۔',
    message: 'آپ کا پیغام',
    send: 'بھیجیں',
    tooLong: 'پیغام 1 سے {max} حروف کا ہوتا ہے۔',
    emptyMessage: 'پہلے پیغام لکھیں۔',
    expired: 'اس چیٹ لنک کی میعاد ختم ہو گئی ہے۔ سائٹ سے دوبارہ چیٹ کھولیں۔',
    host: 'میزبان',
    you: 'آپ',
  },
} satisfies Record<CodeTextLanguage, ChatPageText>;
