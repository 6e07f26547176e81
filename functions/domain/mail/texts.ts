import { CONTACT, INSTITUTE_NAME } from '#shared/constants.js';
import type { Language } from '#shared/site-pages.js';
import type { StaffRole } from '#shared/types.js';

/**
 * What every e-mail says, in each language the site speaks. A mail is a subject and blocks: paragraphs,
 * a link to press, and label/value rows; compose.ts turns them into the plain-text and the HTML part.
 */
export type Block = string | { label: string; url: string } | { rows: (readonly [string, string])[] };

export interface MailContent {
  subject: string;
  blocks: Block[];
}

/** A payment as the e-mail tells it: amounts and dates already written for the reader's language. */
export interface PaymentFacts {
  item: string;
  isTestSeries: boolean;
  amount: string;
  date: string;
  receiptNumber?: string;
  utr?: string;
  gatewayPaymentId?: string;
  reason?: string;
  offlineMode?: 'cash' | 'bank_transfer';
  reference?: string;
}

/** An instalment still to pay, as its reminder tells it: `daysLeft` 7, 3 or 1 before its date, or -1 the day after (overdue). */
export interface DueFacts {
  item: string;
  isTestSeries: boolean;
  amount: string;
  dueOn: string;
  daysLeft: number;
}

/** An answered doubt: where it was asked (a lecture, with the moment; or a test), what was asked, the answer. */
export interface DoubtFacts {
  title: string;
  at?: string;
  question: string;
  answer: string;
}

export interface MailTexts {
  /** The institute's name as the mail's heading writes it. */
  brand: string;
  greeting(name: string): string;
  contact: string;
  signOff: string[];
  welcome(): MailContent;
  passwordReset(link: string, minutes: number): MailContent;
  cardPaid(payment: PaymentFacts): MailContent;
  upiApproved(payment: PaymentFacts): MailContent;
  upiRejected(payment: PaymentFacts): MailContent;
  offlineRecorded(payment: PaymentFacts): MailContent;
  dueReminder(due: DueFacts): MailContent;
  staffInvite(link: string, days: number, role: StaffRole): MailContent;
  doubtAnswered(doubt: DoubtFacts): MailContent;
}

const row = (label: string, value: string | undefined): (readonly [string, string])[] =>
  value ? [[label, value] as const] : [];

const EN_ROLES: Record<StaffRole, string> = {
  owner: 'an owner',
  accountant: 'an accountant',
  faculty: 'a faculty member',
};
const GU_ROLES: Record<StaffRole, string> = { owner: 'માલિક', accountant: 'એકાઉન્ટન્ટ', faculty: 'અધ્યાપક' };

const en: MailTexts = {
  brand: INSTITUTE_NAME,
  greeting: (name) => `Dear ${name},`,
  contact: `Questions? Call us on ${CONTACT.phone} or write to ${CONTACT.email}.`,
  signOff: ['Regards,', `${INSTITUTE_NAME}, Ahmedabad`],
  welcome: () => ({
    subject: `Welcome to ${INSTITUTE_NAME}`,
    blocks: [
      'Thank you for registering. Your student account is ready: log in with this e-mail address and the password you chose.',
      'From your dashboard you can enrol in courses, watch your lectures and take mock tests.',
    ],
  }),
  passwordReset: (link, minutes) => ({
    subject: 'Reset your password',
    blocks: [
      `We received a request to reset the password of your ${INSTITUTE_NAME} account. Open this link to set a new password:`,
      { label: 'Set a new password', url: link },
      `The link works only once, for ${minutes} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  }),
  cardPaid: (p) => ({
    subject: `Payment received: receipt ${p.receiptNumber}`,
    blocks: [
      `We have received your card payment of ${p.amount} for ${p.item}. Thank you.`,
      {
        rows: [
          ...row('Receipt number', p.receiptNumber),
          ['Amount paid', p.amount],
          ['Course', p.item],
          ...row('Razorpay payment id', p.gatewayPaymentId),
          ['Date', p.date],
        ],
      },
      'Your receipt is attached to this e-mail as a PDF.',
    ],
  }),
  upiApproved: (p) => ({
    subject: `UPI payment approved: receipt ${p.receiptNumber}`,
    blocks: [
      `We have checked and approved your UPI payment of ${p.amount} for ${p.item}.`,
      p.isTestSeries ? 'The test series is now open in your dashboard.' : 'The course is now open in your dashboard.',
      {
        rows: [
          ...row('Receipt number', p.receiptNumber),
          ['Amount paid', p.amount],
          [p.isTestSeries ? 'Test series' : 'Course', p.item],
          ...row('UTR number', p.utr),
          ['Date', p.date],
        ],
      },
      'Your receipt is attached to this e-mail as a PDF.',
    ],
  }),
  upiRejected: (p) => ({
    subject: 'UPI payment not approved',
    blocks: [
      `We could not approve your UPI payment of ${p.amount} for ${p.item}.`,
      {
        rows: [
          [p.isTestSeries ? 'Test series' : 'Course', p.item],
          ['Amount', p.amount],
          ...row('UTR number', p.utr),
          ...row('Reason', p.reason),
        ],
      },
      'If money has left your bank account for this payment, call or write to us with the UTR number and we will look into it.',
    ],
  }),
  offlineRecorded: (p) => ({
    subject: `Payment recorded: receipt ${p.receiptNumber}`,
    blocks: [
      `We have recorded your payment of ${p.amount} for ${p.item}, received ${p.offlineMode === 'cash' ? 'in cash' : 'by bank transfer'} on ${p.date}. Thank you.`,
      {
        rows: [
          ...row('Receipt number', p.receiptNumber),
          ['Amount paid', p.amount],
          ['Course', p.item],
          ...row(p.offlineMode === 'cash' ? 'Cash receipt book number' : 'Transfer reference', p.reference),
        ],
      },
      'Your receipt is attached to this e-mail as a PDF.',
    ],
  }),
  dueReminder: (d) => ({
    subject:
      d.daysLeft < 0
        ? `Instalment overdue: ${d.amount} for ${d.item}`
        : `Instalment due ${d.daysLeft === 1 ? 'tomorrow' : `in ${d.daysLeft} days`}: ${d.amount} for ${d.item}`,
    blocks: [
      d.daysLeft < 0
        ? `Your instalment of ${d.amount} for ${d.item} was due on ${d.dueOn} and is not paid yet. Please pay it as soon as you can.`
        : `This is a reminder that your instalment of ${d.amount} for ${d.item} is due on ${d.dueOn}.`,
      {
        rows: [
          [d.isTestSeries ? 'Test series' : 'Course', d.item],
          ['Amount', d.amount],
          ['Due on', d.dueOn],
        ],
      },
      'Pay it from your dashboard: by UPI, then enter the UTR. If you have paid already, ignore this e-mail.',
    ],
  }),
  staffInvite: (link, days, role) => ({
    subject: `You are invited to the staff of ${INSTITUTE_NAME}`,
    blocks: [
      `You have been given a staff account at ${INSTITUTE_NAME}, as ${EN_ROLES[role]}. Open this link to choose your password:`,
      { label: 'Set your password', url: link },
      `The link works only once, for ${days} days. Then sign in through the admin login with this e-mail address and that password.`,
      'If you did not expect this, ignore this e-mail.',
    ],
  }),
  doubtAnswered: (d) => ({
    subject: `Your doubt on ${d.title} is answered`,
    blocks: [
      d.at
        ? `Your faculty answered the doubt you asked at ${d.at} of the lecture ${d.title}.`
        : `Your faculty answered the doubt you asked on ${d.title}.`,
      {
        rows: [
          ['Your doubt', d.question],
          ['Answer', d.answer],
        ],
      },
      'You can read it, with any photo, under My doubts on your dashboard.',
    ],
  }),
};

const gu: MailTexts = {
  brand: 'જ્ઞાનપથ એકેડેમી',
  greeting: (name) => `પ્રિય ${name},`,
  contact: `કોઈ પ્રશ્ન હોય તો અમને ${CONTACT.phone} પર ફોન કરો અથવા ${CONTACT.email} પર લખો.`,
  signOff: ['આભાર સહ,', 'જ્ઞાનપથ એકેડેમી, અમદાવાદ'],
  welcome: () => ({
    subject: 'જ્ઞાનપથ એકેડેમીમાં આપનું સ્વાગત છે',
    blocks: [
      'નોંધણી કરવા બદલ આભાર. તમારું વિદ્યાર્થી એકાઉન્ટ તૈયાર છે: આ ઈમેલ સરનામા અને તમે પસંદ કરેલા પાસવર્ડથી લૉગિન કરો.',
      'તમારા ડેશબોર્ડમાંથી તમે કોર્સમાં પ્રવેશ લઈ શકો છો, તમારાં લેક્ચર જોઈ શકો છો અને મોક ટેસ્ટ આપી શકો છો.',
    ],
  }),
  passwordReset: (link, minutes) => ({
    subject: 'નવો પાસવર્ડ સેટ કરો',
    blocks: [
      'તમારા જ્ઞાનપથ એકેડેમી એકાઉન્ટનો પાસવર્ડ બદલવાની વિનંતી અમને મળી છે. નવો પાસવર્ડ સેટ કરવા માટે આ લિંક ખોલો:',
      { label: 'નવો પાસવર્ડ સેટ કરો', url: link },
      `આ લિંક ${minutes} મિનિટ સુધી ફક્ત એક જ વાર વાપરી શકાશે.`,
      'જો તમે આ વિનંતી ન કરી હોય, તો આ ઈમેલને અવગણો: તમારો પાસવર્ડ બદલાશે નહીં.',
    ],
  }),
  cardPaid: (p) => ({
    subject: `ચુકવણી મળી ગઈ: રસીદ ${p.receiptNumber}`,
    blocks: [
      `${p.item} માટે તમારી ${p.amount}ની કાર્ડ ચુકવણી અમને મળી ગઈ છે. આભાર.`,
      {
        rows: [
          ...row('રસીદ નંબર', p.receiptNumber),
          ['ચૂકવેલ રકમ', p.amount],
          ['કોર્સ', p.item],
          ...row('Razorpay ચુકવણી ID', p.gatewayPaymentId),
          ['તારીખ', p.date],
        ],
      },
      'તમારી રસીદ આ ઈમેલ સાથે PDF તરીકે જોડેલી છે.',
    ],
  }),
  upiApproved: (p) => ({
    subject: `UPI ચુકવણી મંજૂર: રસીદ ${p.receiptNumber}`,
    blocks: [
      `${p.item} માટેની તમારી ${p.amount}ની UPI ચુકવણી અમે ચકાસીને મંજૂર કરી છે.`,
      p.isTestSeries ? 'હવે આ ટેસ્ટ સિરીઝ તમારા ડેશબોર્ડમાં ખુલી ગઈ છે.' : 'હવે આ કોર્સ તમારા ડેશબોર્ડમાં ખુલી ગયો છે.',
      {
        rows: [
          ...row('રસીદ નંબર', p.receiptNumber),
          ['ચૂકવેલ રકમ', p.amount],
          [p.isTestSeries ? 'ટેસ્ટ સિરીઝ' : 'કોર્સ', p.item],
          ...row('UTR નંબર', p.utr),
          ['તારીખ', p.date],
        ],
      },
      'તમારી રસીદ આ ઈમેલ સાથે PDF તરીકે જોડેલી છે.',
    ],
  }),
  upiRejected: (p) => ({
    subject: 'UPI ચુકવણી મંજૂર થઈ નથી',
    blocks: [
      `${p.item} માટેની તમારી ${p.amount}ની UPI ચુકવણી અમે મંજૂર કરી શક્યા નથી.`,
      {
        rows: [
          [p.isTestSeries ? 'ટેસ્ટ સિરીઝ' : 'કોર્સ', p.item],
          ['રકમ', p.amount],
          ...row('UTR નંબર', p.utr),
          ...row('કારણ', p.reason),
        ],
      },
      'જો આ ચુકવણી માટે તમારા બેંક ખાતામાંથી પૈસા કપાયા હોય, તો UTR નંબર સાથે અમને ફોન કરો અથવા લખો; અમે તપાસ કરીશું.',
    ],
  }),
  offlineRecorded: (p) => ({
    subject: `ચુકવણી નોંધાઈ: રસીદ ${p.receiptNumber}`,
    blocks: [
      `${p.item} માટે ${p.date}ના રોજ ${p.offlineMode === 'cash' ? 'રોકડમાં' : 'બેંક ટ્રાન્સફરથી'} મળેલી તમારી ${p.amount}ની ચુકવણી અમે નોંધી લીધી છે. આભાર.`,
      {
        rows: [
          ...row('રસીદ નંબર', p.receiptNumber),
          ['ચૂકવેલ રકમ', p.amount],
          ['કોર્સ', p.item],
          ...row(p.offlineMode === 'cash' ? 'રોકડ રસીદ બુક નંબર' : 'ટ્રાન્સફર રેફરન્સ', p.reference),
        ],
      },
      'તમારી રસીદ આ ઈમેલ સાથે PDF તરીકે જોડેલી છે.',
    ],
  }),
  dueReminder: (d) => ({
    subject:
      d.daysLeft < 0
        ? `હપ્તાની મુદત વીતી ગઈ: ${d.item} માટે ${d.amount}`
        : `${d.daysLeft === 1 ? 'આવતીકાલે' : `${d.daysLeft} દિવસમાં`} હપ્તો ભરવાનો છે: ${d.item} માટે ${d.amount}`,
    blocks: [
      d.daysLeft < 0
        ? `${d.item} માટેનો તમારો ${d.amount}નો હપ્તો ${d.dueOn} સુધીમાં ભરવાનો હતો, જે હજી ભરાયો નથી. કૃપા કરીને બને એટલો જલદી ભરો.`
        : `યાદ અપાવીએ કે ${d.item} માટેનો તમારો ${d.amount}નો હપ્તો ${d.dueOn} સુધીમાં ભરવાનો છે.`,
      {
        rows: [
          [d.isTestSeries ? 'ટેસ્ટ સિરીઝ' : 'કોર્સ', d.item],
          ['રકમ', d.amount],
          ['છેલ્લી તારીખ', d.dueOn],
        ],
      },
      'તમારા ડેશબોર્ડ પરથી UPI વડે ભરો અને પછી UTR નાખો. જો તમે ભરી દીધો હોય, તો આ ઈમેલ અવગણો.',
    ],
  }),
  staffInvite: (link, days, role) => ({
    subject: 'જ્ઞાનપથ એકેડેમીના સ્ટાફમાં જોડાવાનું આમંત્રણ',
    blocks: [
      `જ્ઞાનપથ એકેડેમીમાં તમારું ${GU_ROLES[role]} તરીકે સ્ટાફ એકાઉન્ટ બનાવવામાં આવ્યું છે. તમારો પાસવર્ડ પસંદ કરવા માટે આ લિંક ખોલો:`,
      { label: 'તમારો પાસવર્ડ સેટ કરો', url: link },
      `આ લિંક ${days} દિવસ સુધી ફક્ત એક જ વાર વાપરી શકાશે. પછી આ ઈમેલ સરનામું અને એ પાસવર્ડ વાપરીને એડમિન લૉગિનથી સાઇન ઇન કરો.`,
      'જો તમને આની અપેક્ષા ન હોય, તો આ ઈમેલને અવગણો.',
    ],
  }),
  doubtAnswered: (d) => ({
    subject: `${d.title} પરની તમારી શંકાનો જવાબ આવી ગયો છે`,
    blocks: [
      d.at
        ? `લેક્ચર ${d.title}માં ${d.at} પર તમે પૂછેલી શંકાનો તમારા શિક્ષકે જવાબ આપ્યો છે.`
        : `${d.title} પર તમે પૂછેલી શંકાનો તમારા શિક્ષકે જવાબ આપ્યો છે.`,
      {
        rows: [
          ['તમારી શંકા', d.question],
          ['જવાબ', d.answer],
        ],
      },
      'ફોટા સહિત આખો જવાબ તમારા ડેશબોર્ડ પર "મારી શંકાઓ"માં જોઈ શકો છો.',
    ],
  }),
};

export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = { en, gu };

/** Dates as the reader's language writes them, in India's time: "25 November 2026", "25 નવેમ્બર, 2026". */
export function mailDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'gu' ? 'gu-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}
