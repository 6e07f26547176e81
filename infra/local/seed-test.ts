import type { QuestionFormValues, TestFormValues } from '#shared/mock-tests.js';

/**
 * The demo test the first start publishes in the first demo test series: two sections, ten
 * bilingual questions, +2 / -0.66 as in UPSC prelims, 15 minutes. The demo student can buy the series
 * by UPI, an admin approves, and the test is there to take.
 */
export const DEMO_TEST: TestFormValues = {
  title: 'GPSC Prelims Demo Test 1',
  titleGu: 'GPSC પ્રારંભિક ડેમો ટેસ્ટ 1',
  instructions:
    'This test has 10 questions in two sections and lasts 15 minutes.\nEach right answer earns 2 marks; each wrong answer loses 0.66 marks; a question left blank scores 0.\nYou may switch between English and Gujarati at any time.',
  instructionsGu:
    'આ ટેસ્ટમાં બે વિભાગમાં 10 પ્રશ્નો છે અને સમય 15 મિનિટ છે.\nદરેક સાચા જવાબના 2 ગુણ મળશે; દરેક ખોટા જવાબના 0.66 ગુણ કપાશે; છોડી દીધેલા પ્રશ્નના 0 ગુણ.\nતમે ગમે ત્યારે અંગ્રેજી અને ગુજરાતી વચ્ચે બદલી શકો છો.',
  durationMinutes: 15,
  marksCorrect: 2,
  marksWrong: -0.66,
  marksBlank: 0,
  solutionsAfter: 'submit',
  sections: [
    { title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ' },
    { title: 'Gujarat', titleGu: 'ગુજરાત' },
  ],
};

type DemoQuestion = Omit<QuestionFormValues, 'sectionId'> & { section: 0 | 1 };

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    section: 0,
    textEn: 'Who was the chairman of the Drafting Committee of the Constitution of India?',
    textGu: 'ભારતના બંધારણની મુસદ્દા સમિતિના અધ્યક્ષ કોણ હતા?',
    optionsEn: ['Jawaharlal Nehru', 'B. R. Ambedkar', 'Rajendra Prasad', 'Sardar Vallabhbhai Patel'],
    optionsGu: ['જવાહરલાલ નેહરુ', 'બી. આર. આંબેડકર', 'રાજેન્દ્ર પ્રસાદ', 'સરદાર વલ્લભભાઈ પટેલ'],
    correctOption: 1,
    explanationEn: 'Dr B. R. Ambedkar chaired the Drafting Committee set up on 29 August 1947.',
    explanationGu: '29 ઓગસ્ટ 1947ના રોજ રચાયેલી મુસદ્દા સમિતિના અધ્યક્ષ ડૉ. બી. આર. આંબેડકર હતા.',
    topic: 'Polity',
  },
  {
    section: 0,
    textEn: 'Which Article of the Constitution abolishes untouchability?',
    textGu: 'બંધારણનો કયો અનુચ્છેદ અસ્પૃશ્યતા નાબૂદ કરે છે?',
    optionsEn: ['Article 14', 'Article 15', 'Article 17', 'Article 21'],
    optionsGu: ['અનુચ્છેદ 14', 'અનુચ્છેદ 15', 'અનુચ્છેદ 17', 'અનુચ્છેદ 21'],
    correctOption: 2,
    explanationEn: 'Article 17 abolishes untouchability and forbids its practice in any form.',
    explanationGu: 'અનુચ્છેદ 17 અસ્પૃશ્યતા નાબૂદ કરે છે અને કોઈ પણ સ્વરૂપે તેના આચરણની મનાઈ કરે છે.',
    topic: 'Polity',
  },
  {
    section: 0,
    textEn: 'The Dandi March of 1930 was undertaken to protest against which tax?',
    textGu: '1930ની દાંડી કૂચ કયા કરના વિરોધમાં કરવામાં આવી હતી?',
    optionsEn: ['Salt tax', 'Land revenue', 'Income tax', 'Excise on cloth'],
    optionsGu: ['મીઠા પરનો કર', 'જમીન મહેસૂલ', 'આવક વેરો', 'કાપડ પરની આબકારી'],
    correctOption: 0,
    explanationEn: 'Gandhiji marched from Sabarmati Ashram to Dandi to break the salt law.',
    explanationGu: 'ગાંધીજીએ મીઠાનો કાયદો તોડવા સાબરમતી આશ્રમથી દાંડી સુધી કૂચ કરી હતી.',
    topic: 'History',
  },
  {
    section: 0,
    textEn: 'Which planet is known as the Red Planet?',
    textGu: 'કયો ગ્રહ લાલ ગ્રહ તરીકે ઓળખાય છે?',
    optionsEn: ['Venus', 'Jupiter', 'Mars', 'Saturn'],
    optionsGu: ['શુક્ર', 'ગુરુ', 'મંગળ', 'શનિ'],
    correctOption: 2,
    explanationEn: 'Iron oxide on its surface gives Mars its red colour.',
    explanationGu: 'સપાટી પરના આયર્ન ઑક્સાઇડને કારણે મંગળ લાલ દેખાય છે.',
    topic: 'Science',
  },
  {
    section: 0,
    textEn: 'The Reserve Bank of India was established in which year?',
    textGu: 'ભારતીય રિઝર્વ બેંકની સ્થાપના કયા વર્ષમાં થઈ હતી?',
    optionsEn: ['1935', '1947', '1949', '1969'],
    optionsGu: ['1935', '1947', '1949', '1969'],
    correctOption: 0,
    explanationEn: 'The RBI began operations on 1 April 1935 and was nationalised in 1949.',
    explanationGu: 'રિઝર્વ બેંકે 1 એપ્રિલ 1935થી કામ શરૂ કર્યું અને 1949માં તેનું રાષ્ટ્રીયકરણ થયું.',
    topic: 'Economy',
  },
  {
    section: 1,
    textEn: 'On which date was the State of Gujarat formed?',
    textGu: 'ગુજરાત રાજ્યની રચના કઈ તારીખે થઈ હતી?',
    optionsEn: ['26 January 1950', '1 May 1960', '15 August 1947', '1 November 1956'],
    optionsGu: ['26 જાન્યુઆરી 1950', '1 મે 1960', '15 ઓગસ્ટ 1947', '1 નવેમ્બર 1956'],
    correctOption: 1,
    explanationEn: 'Gujarat was formed on 1 May 1960 when the Bombay State was divided.',
    explanationGu: 'મુંબઈ રાજ્યના વિભાજનથી 1 મે 1960ના રોજ ગુજરાત રાજ્ય બન્યું.',
    topic: 'Gujarat',
  },
  {
    section: 1,
    textEn: 'Which national park in Gujarat is the last home of the Asiatic lion in the wild?',
    textGu: 'ગુજરાતનું કયું રાષ્ટ્રીય ઉદ્યાન જંગલમાં એશિયાઈ સિંહનું છેલ્લું રહેઠાણ છે?',
    optionsEn: ['Vansda', 'Gir', 'Velavadar', 'Marine National Park'],
    optionsGu: ['વાંસદા', 'ગીર', 'વેળાવદર', 'દરિયાઈ રાષ્ટ્રીય ઉદ્યાન'],
    correctOption: 1,
    explanationEn: 'The Gir forest of Saurashtra is the only wild home of the Asiatic lion.',
    explanationGu: 'સૌરાષ્ટ્રનું ગીર જંગલ એશિયાઈ સિંહનું એકમાત્ર કુદરતી રહેઠાણ છે.',
    topic: 'Gujarat',
  },
  {
    section: 1,
    textEn: 'Who composed the poem "Vaishnav Jan To", a favourite of Gandhiji?',
    textGu: 'ગાંધીજીનું પ્રિય ભજન "વૈષ્ણવ જન તો" કોણે રચ્યું હતું?',
    optionsEn: ['Narsinh Mehta', 'Dayaram', 'Akho', 'Premanand'],
    optionsGu: ['નરસિંહ મહેતા', 'દયારામ', 'અખો', 'પ્રેમાનંદ'],
    correctOption: 0,
    explanationEn: 'Narsinh Mehta, the fifteenth-century poet-saint of Junagadh, wrote it.',
    explanationGu: 'જૂનાગઢના પંદરમી સદીના સંત કવિ નરસિંહ મહેતાએ તે રચ્યું હતું.',
    topic: 'Gujarati literature',
  },
  {
    section: 1,
    textEn: 'The Statue of Unity stands near which dam?',
    textGu: 'સ્ટેચ્યુ ઑફ યુનિટી કયા બંધ પાસે આવેલું છે?',
    optionsEn: ['Ukai Dam', 'Kadana Dam', 'Sardar Sarovar Dam', 'Dharoi Dam'],
    optionsGu: ['ઉકાઈ બંધ', 'કડાણા બંધ', 'સરદાર સરોવર બંધ', 'ધરોઈ બંધ'],
    correctOption: 2,
    explanationEn: 'It stands on the Sadhu Bet island facing the Sardar Sarovar Dam on the Narmada.',
    explanationGu: 'તે નર્મદા પરના સરદાર સરોવર બંધની સામે સાધુ બેટ પર આવેલું છે.',
    topic: 'Gujarat',
  },
  {
    section: 1,
    textEn: 'Which city is the capital of Gujarat?',
    textGu: 'ગુજરાતની રાજધાની કયું શહેર છે?',
    optionsEn: ['Ahmedabad', 'Surat', 'Vadodara', 'Gandhinagar'],
    optionsGu: ['અમદાવાદ', 'સુરત', 'વડોદરા', 'ગાંધીનગર'],
    correctOption: 3,
    explanationEn: 'Gandhinagar has been the capital since 1970; Ahmedabad was the first capital.',
    explanationGu: '1970થી ગાંધીનગર રાજધાની છે; પહેલી રાજધાની અમદાવાદ હતી.',
    topic: 'Gujarat',
  },
];
