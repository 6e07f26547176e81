import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CourseCard } from '../../web/src/components/CourseCard';
import { CourseTypePage } from '../../web/src/features/course-types/CourseTypePage';
import { TestSeriesCard } from '../../web/src/features/test-series/TestSeriesCard';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';
import { fakeTestSeries } from './test-series-helpers';
import { renderCoursePage } from './course-page-helpers';

const talati = fakeCourse({
  _id: 'c1',
  title: 'Talati Maths',
  category: 'talati',
  duration: '12 months',
  features: ['Daily practice', 'Printed notes', 'Weekly tests', 'Doubt sessions'],
  featuresGu: ['રોજની પ્રેક્ટિસ', 'છાપેલી નોંધો', 'સાપ્તાહિક ટેસ્ટ'],
});

const readGujarati = () => activateLanguage(browserI18n, 'gu');

function renderCard(course = talati) {
  const { container } = render(
    <MemoryRouter>
      <CourseCard course={course} headingLevel={2} />
    </MemoryRouter>,
  );
  return within(container).getByRole('article');
}

const listItems = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a course card read in Gujarati', () => {
  it('names the category and the duration in Gujarati and shows the Gujarati features', async () => {
    await readGujarati();
    const card = renderCard();
    expect(card.querySelector('.course-category')).toHaveTextContent(/^તલાટી$/);
    expect(listItems(card)).toEqual([
      '12 મહિના',
      'વિડિયો લેક્ચર',
      'નિષ્ણાત શિક્ષકો',
      'રોજની પ્રેક્ટિસ',
      'છાપેલી નોંધો',
      'સાપ્તાહિક ટેસ્ટ',
    ]);
    expect(card).not.toHaveTextContent('TALATI');
    expect(card).not.toHaveTextContent('months');
  });

  it('reads NEET class 12 as words, one month in the singular', async () => {
    await readGujarati();
    const card = renderCard(fakeCourse({ category: 'neet12', duration: '1 month', features: [] }));
    expect(card.querySelector('.course-category')).toHaveTextContent(/^NEET ધોરણ 12$/);
    expect(card).toHaveTextContent('1 મહિનો');
  });

  it("keeps the admin's English features when no Gujarati ones were given, and a duration that is no number of months as written", async () => {
    await readGujarati();
    const card = renderCard(fakeCourse({ duration: 'Weekend batch', features: ['Daily practice', 'Printed notes'] }));
    expect(listItems(card)).toEqual([
      'Weekend batch',
      'વિડિયો લેક્ચર',
      'નિષ્ણાત શિક્ષકો',
      'Daily practice',
      'Printed notes',
    ]);
  });

  it('stays as it was in English: the category in capitals, the English features', () => {
    const card = renderCard();
    expect(card.querySelector('.course-category')).toHaveTextContent(/^TALATI$/);
    expect(listItems(card)).toEqual([
      '12 months',
      'Video Lectures',
      'Expert Faculty',
      'Daily practice',
      'Printed notes',
      'Weekly tests',
    ]);
    expect(
      renderCard(fakeCourse({ _id: 'c2', category: 'neet12' })).querySelector('.course-category'),
    ).toHaveTextContent(/^NEET 12$/);
  });
});

function renderSeries(series = fakeTestSeries()) {
  render(
    <MemoryRouter>
      <TestSeriesCard series={series} status={undefined} processing={false} onPurchase={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('a test series card read in Gujarati', () => {
  it('shows the Gujarati category, duration and features, counting one hidden feature in the singular', async () => {
    await readGujarati();
    const card = renderSeries(
      fakeTestSeries({
        category: 'banking',
        titleGu: 'બેંકિંગ ટેસ્ટ સિરીઝ',
        featuresGu: ['વિગતવાર ઉકેલ', 'ગુજરાત સ્તરનો ક્રમ', 'પ્રદર્શનનું વિશ્લેષણ', 'છાપેલી પુસ્તિકા'],
      }),
    );
    expect(card.querySelector('.test-series-category')).toHaveTextContent(/^બેંકિંગ$/);
    expect(listItems(card)).toEqual([
      '30 ટેસ્ટ',
      '3 મહિના',
      'વિગતવાર ઉકેલ',
      'ગુજરાત સ્તરનો ક્રમ',
      'પ્રદર્શનનું વિશ્લેષણ',
      '+1 વધુ વિશેષતા',
    ]);
    expect(screen.getByRole('heading', { name: 'બેંકિંગ ટેસ્ટ સિરીઝ' })).toBeInTheDocument();
  });

  it('falls back to the English features, counting two hidden ones in the plural', async () => {
    await readGujarati();
    const card = renderSeries();
    expect(listItems(card).slice(2)).toEqual([
      '20 sectional + 10 full-length tests',
      'All-Gujarat ranking',
      'Detailed solutions',
      '+2 વધુ વિશેષતાઓ',
    ]);
  });

  it('keeps the product\'s "+N more features" in English, for one as well', () => {
    const card = renderSeries(fakeTestSeries({ features: ['One', 'Two', 'Three', 'Four'] }));
    expect(listItems(card)).toContain('+1 more features');
  });
});

describe('a course page read in Gujarati', () => {
  it("lists the Gujarati features under 'What you'll learn', with the category and duration in Gujarati", async () => {
    await readGujarati();
    const profile = profileResponder(null);
    stubFetch((url) => (url === '/api/courses/c1' ? jsonResponse({ success: true, course: talati }) : profile(url)));
    renderCoursePage();
    const learn = await screen.findByRole('region', { name: 'તમે શું શીખશો' });
    expect(listItems(learn)).toEqual(['રોજની પ્રેક્ટિસ', 'છાપેલી નોંધો', 'સાપ્તાહિક ટેસ્ટ']);
    expect(screen.getByText('તલાટી')).toBeInTheDocument();
    expect(screen.getByText('સમયગાળો: 12 મહિના')).toBeInTheDocument();
  });
});

describe('the /gpsc page read in Gujarati', () => {
  it('shows its fixed features, batch size and the material add-on in Gujarati, money with ₹ and Indian grouping', async () => {
    await readGujarati();
    stubFetch((url) =>
      url === '/api/courses' ? jsonResponse({ success: true, courses: [] }) : jsonResponse({ success: false }, 404),
    );
    render(
      <MemoryRouter>
        <CourseTypePage courseType="gpsc" />
      </MemoryRouter>,
    );
    expect(listItems(screen.getByRole('region', { name: 'કોર્સની વિશેષતાઓ' }))).toEqual([
      'નિષ્ણાત શિક્ષકો',
      'સંપૂર્ણ અભ્યાસ સાહિત્ય',
      'નિયમિત મોક ટેસ્ટ',
      'શંકા-સમાધાન સત્રો',
    ]);
    const fees = screen.getByRole('region', { name: 'સમયગાળો અને ફી' });
    expect(within(fees).getByText('બેચનું કદ')).toBeInTheDocument();
    expect(fees).toHaveTextContent('12 મહિના');
    await userEvent.click(screen.getByRole('button', { name: 'હમણાં નોંધણી કરો' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('checkbox', { name: 'અભ્યાસ સાહિત્ય સાથે (+ ₹7,500)' }),
    ).toBeInTheDocument();
  });
});
