import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_PROGRAMS } from './featured-programs';
import { useCarouselRotation } from './use-carousel-rotation';
import './home.css';
import { useT } from '../../lib/i18n';

/** Spec section 9: the carousel advances every 3 seconds. */
const SLIDE_INTERVAL_MS = 3000;
const TONES = 4;

export function FeaturedCarousel() {
  const headingId = useId();
  const t = useT();
  const slidesId = useId();
  const rotationButtonRef = useRef<HTMLButtonElement>(null);
  const carousel = useCarouselRotation(FEATURED_PROGRAMS.length, SLIDE_INTERVAL_MS);
  const slideCount = FEATURED_PROGRAMS.length;

  return (
    <section
      className="container carousel"
      aria-roledescription={t('carousel.role')}
      aria-labelledby={headingId}
      onPointerEnter={() => carousel.setPointerInside(true)}
      onPointerLeave={() => carousel.setPointerInside(false)}
      onFocus={(event) => {
        // The rotation button is exempt, or pressing Play would leave the carousel paused by focus.
        carousel.setFocusInside(event.target !== rotationButtonRef.current);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocusInside(false);
      }}
    >
      <div className="carousel-header">
        <h2 id={headingId}>{t('carousel.heading')}</h2>
        <button
          ref={rotationButtonRef}
          type="button"
          className="carousel-button carousel-rotation"
          aria-controls={slidesId}
          onClick={carousel.toggleRotation}
        >
          {carousel.stoppedByUser ? (
            <>
              <span aria-hidden="true">▶</span> {t('carousel.play')}
            </>
          ) : (
            <>
              <span aria-hidden="true">❚❚</span> {t('carousel.pause')}
            </>
          )}
        </button>
      </div>

      <div id={slidesId} className="carousel-slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {FEATURED_PROGRAMS.map((program, index) => (
          <div
            key={program.to}
            role="group"
            aria-roledescription={t('carousel.slideRole')}
            aria-label={t('carousel.position', { number: index + 1, count: slideCount })}
            className={`carousel-slide carousel-tone-${index % TONES}`}
            hidden={index !== carousel.current}
          >
            <h3 className="carousel-slide-title">{t(program.name)}</h3>
            <p className="carousel-slide-summary">{t(program.summary)}</p>
            <Link to={program.to} className="button button-primary">
              {t(program.linkText)}
            </Link>
          </div>
        ))}
      </div>

      <div className="carousel-controls">
        <button type="button" className="carousel-button" aria-controls={slidesId} onClick={carousel.showPrevious}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('carousel.previous')}</span>
        </button>
        <ul className="carousel-dots">
          {FEATURED_PROGRAMS.map((program, index) => (
            <li key={program.to}>
              <button
                type="button"
                className="carousel-dot"
                aria-label={t('carousel.dot', { number: index + 1, name: t(program.name) })}
                aria-current={index === carousel.current ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => carousel.show(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="carousel-button" aria-controls={slidesId} onClick={carousel.showNext}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('carousel.next')}</span>
        </button>
      </div>
    </section>
  );
}
