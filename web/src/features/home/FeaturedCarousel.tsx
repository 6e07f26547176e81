import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_PROGRAMS } from './featured-programs';
import { useCarouselRotation } from './use-carousel-rotation';
import './home.css';

/** Spec section 9: the carousel advances every 3 seconds. */
const SLIDE_INTERVAL_MS = 3000;
const TONES = 4;

export function FeaturedCarousel() {
  const headingId = useId();
  const slidesId = useId();
  const rotationButtonRef = useRef<HTMLButtonElement>(null);
  const carousel = useCarouselRotation(FEATURED_PROGRAMS.length, SLIDE_INTERVAL_MS);
  const slideCount = FEATURED_PROGRAMS.length;

  return (
    <section
      className="container carousel"
      aria-roledescription="carousel"
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
        <h2 id={headingId}>Featured Programs</h2>
        <button
          ref={rotationButtonRef}
          type="button"
          className="carousel-button carousel-rotation"
          aria-controls={slidesId}
          onClick={carousel.toggleRotation}
        >
          {carousel.stoppedByUser ? (
            <>
              <span aria-hidden="true">▶</span> Play slide show
            </>
          ) : (
            <>
              <span aria-hidden="true">❚❚</span> Pause slide show
            </>
          )}
        </button>
      </div>

      <div id={slidesId} className="carousel-slides" aria-live={carousel.rotating ? 'off' : 'polite'}>
        {FEATURED_PROGRAMS.map((program, index) => (
          <div
            key={program.to}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slideCount}`}
            className={`carousel-slide carousel-tone-${index % TONES}`}
            hidden={index !== carousel.current}
          >
            <h3 className="carousel-slide-title">{program.name}</h3>
            <p className="carousel-slide-summary">{program.summary}</p>
            <Link to={program.to} className="button button-primary">
              {program.linkText}
            </Link>
          </div>
        ))}
      </div>

      <div className="carousel-controls">
        <button type="button" className="carousel-button" aria-controls={slidesId} onClick={carousel.showPrevious}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous slide</span>
        </button>
        <ul className="carousel-dots">
          {FEATURED_PROGRAMS.map((program, index) => (
            <li key={program.to}>
              <button
                type="button"
                className="carousel-dot"
                aria-label={`Slide ${index + 1}: ${program.name}`}
                aria-current={index === carousel.current ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => carousel.show(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="carousel-button" aria-controls={slidesId} onClick={carousel.showNext}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </section>
  );
}
