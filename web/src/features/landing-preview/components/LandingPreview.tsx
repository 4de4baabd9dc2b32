import { type LandingPageData, type TestimonialSlot, testimonialSourceOf } from '@idea-studio/sdk';
import { Badge, Button, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconQuote } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../ui/AppDialog';
import classes from './LandingPreview.module.css';
import { TestimonialSlotDialog } from './TestimonialSlotDialog';

type NavTarget = 'home' | 'about' | 'services' | 'contact';
const NAV_TARGETS: readonly NavTarget[] = ['home', 'about', 'services', 'contact'];
const THREE = [1, 2, 3] as const;
/** The height of Mantine's sticky modal header (its min-height). */
const DIALOG_HEADER_PX = 60;

function scrollTo(ref: RefObject<HTMLElement | null>) {
  // jsdom and older browsers have no smooth scrolling; the section is then simply not scrolled to.
  ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/**
 * Where a testimonial slot's words come from, as a label next to it: the AI's example (to be replaced with a real
 * quote, never shown on the published page), the founder's own words, or a quote of an interview record.
 */
function TestimonialSourceBadge({ page, slot }: { page: LandingPageData; slot: TestimonialSlot }) {
  const { t } = useTranslation();
  const kind = testimonialSourceOf(page, slot).kind;
  return (
    <Badge
      color={kind === 'example' ? 'yellow' : 'teal'}
      variant="light"
      radius="sm"
      tt="none"
      data-testid={`testimonial-source-${slot}`}
    >
      {t(`landingPreview.testimonial.source.${kind}`)}
    </Badge>
  );
}

function Section({
  sectionRef,
  headline,
  headlineId,
  className,
  children,
}: {
  sectionRef?: RefObject<HTMLElement | null>;
  headline?: string;
  headlineId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      ref={sectionRef}
      className={`${classes.section}${className ? ` ${className}` : ''}`}
      aria-labelledby={headline ? headlineId : undefined}
    >
      <div className={classes.inner}>
        {headline && (
          <h3 id={headlineId} className={classes.sectionHeadline}>
            {headline}
          </h3>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * The internal landing page (part 2 §2.18, §3): a one-page layout of every field of the landing page JSON — the
 * nav with the company name and links to the sections, the hero with both buttons, the offer cards, the features,
 * the solution, the testimonials, the big image banner (a CSS gradient), the service cards and the final call to
 * action with its e-mail form. The preview's form sends nothing: sign-ups are collected on the published page.
 *
 * Each testimonial is labelled with where it comes from: the AI's are examples ("example — replace with a real quote
 * from an interview") that the published page leaves out. With `roundId` the founder fills a slot by hand or from
 * an interview record's quote.
 */
export function LandingPreview({ data: stored, roundId }: { data: LandingPageData; roundId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  // The page as last saved here: a filled slot shows at once, before the caller's data is loaded again.
  const [data, setData] = useState(stored);
  useEffect(() => setData(stored), [stored]);
  const [editing, setEditing] = useState<TestimonialSlot | null>(null);
  const refs: Record<NavTarget, RefObject<HTMLElement | null>> = {
    home: useRef<HTMLElement>(null),
    about: useRef<HTMLElement>(null),
    services: useRef<HTMLElement>(null),
    contact: useRef<HTMLElement>(null),
  };

  const offers = THREE.map((n) => ({
    title: data[`offeringTitle${n}`],
    text: data[`offeringSubheadline${n}`],
  }));
  const features = THREE.map((n) => data[`feature${n}`]);
  const solutions = THREE.map((n) => data[`solution${n}`]);
  const testimonials = THREE.map((n) => ({
    slot: n,
    quote: data[`testimonial${n}`],
    name: data[`testimonial${n}Name`],
    position: data[`testimonial${n}Position`],
  }));
  const services = THREE.map((n) => ({
    name: data[`serviceCard${n}Name`],
    text: data[`serviceCard${n}Description`],
  }));

  return (
    <div className={classes.page} data-testid="landing-preview">
      <nav className={classes.nav} aria-label={t('landingPreview.navLabel')}>
        <span className={classes.brand}>{data.companyName}</span>
        <ul className={classes.navLinks}>
          {NAV_TARGETS.map((target) => (
            <li key={target}>
              <button type="button" className={classes.navLink} onClick={() => scrollTo(refs[target])}>
                {t(`landingPreview.nav.${target}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <section ref={refs.home} className={`${classes.section} ${classes.hero}`} aria-labelledby={`${id}-hero`}>
        <div className={classes.inner}>
          <h2 id={`${id}-hero`} className={classes.heroHeadline}>
            {data.heroHeadline}
          </h2>
          <p className={classes.heroDescription}>{data.heroDescription}</p>
          <div className={classes.heroButtons}>
            <Button size="lg" radius="xl" onClick={() => scrollTo(refs.contact)}>
              {data.heroButton1}
            </Button>
            <Button size="lg" radius="xl" variant="default" onClick={() => scrollTo(refs.about)}>
              {data.geroButton2}
            </Button>
          </div>
        </div>
      </section>

      <Section sectionRef={refs.about} headline={data.offerHeadline} headlineId={`${id}-offer`}>
        <div className={classes.grid}>
          {offers.map((offer, index) => (
            <article key={offer.title} className={classes.card}>
              <span className={classes.badge} aria-hidden>
                {index + 1}
              </span>
              <h4 className={classes.cardTitle}>{offer.title}</h4>
              <p className={classes.cardText}>{offer.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section headline={data.featuresHeadline} headlineId={`${id}-features`} className={classes.alt}>
        <ul className={classes.list}>
          {features.map((feature) => (
            <li key={feature} className={`${classes.card} ${classes.listItem}`}>
              <IconCircleCheck className={classes.check} size={22} aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section headline={data.solutionHeadline} headlineId={`${id}-solution`}>
        <ul className={classes.list}>
          {solutions.map((solution) => (
            <li key={solution} className={`${classes.card} ${classes.listItem}`}>
              <IconCircleCheck className={classes.check} size={22} aria-hidden />
              <span>{solution}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        headline={t('landingPreview.testimonialsHeadline')}
        headlineId={`${id}-testimonials`}
        className={classes.alt}
      >
        <div className={classes.grid}>
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.slot}
              className={`${classes.card} ${classes.quote}`}
              data-testid={`testimonial-${testimonial.slot}`}
            >
              <TestimonialSourceBadge page={data} slot={testimonial.slot} />
              <blockquote className={classes.quoteText}>
                <IconQuote className={classes.check} size={22} aria-hidden />
                <p className={classes.cardText}>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <div className={classes.quoteName}>{testimonial.name}</div>
                <div className={classes.quotePosition}>{testimonial.position}</div>
              </figcaption>
              {roundId && (
                <Button size="xs" variant="light" onClick={() => setEditing(testimonial.slot)}>
                  {t('landingPreview.testimonial.fill', { slot: testimonial.slot })}
                </Button>
              )}
            </figure>
          ))}
        </div>
        {roundId && (
          <TestimonialSlotDialog
            roundId={roundId}
            page={data}
            slot={editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setData(saved);
              setEditing(null);
            }}
          />
        )}
      </Section>

      <section className={classes.banner}>
        <p className={classes.bannerText}>{data.bigImageSection}</p>
      </section>

      <Section sectionRef={refs.services} headline={data.valuePropositionHeadline} headlineId={`${id}-services`}>
        <div className={classes.grid}>
          {services.map((service, index) => (
            <article key={service.name} className={classes.card}>
              <span className={classes.badge} aria-hidden>
                {index + 1}
              </span>
              <h4 className={classes.cardTitle}>{service.name}</h4>
              <p className={classes.cardText}>{service.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        sectionRef={refs.contact}
        headline={data.finalCTAHeadline}
        headlineId={`${id}-cta`}
        className={classes.cta}
      >
        <form className={classes.ctaForm} onSubmit={(event) => event.preventDefault()} noValidate>
          <TextInput
            className={classes.ctaInput}
            type="email"
            size="md"
            radius="xl"
            label={<VisuallyHidden>{t('landingPreview.emailLabel')}</VisuallyHidden>}
            placeholder={t('landingPreview.emailPlaceholder')}
            autoComplete="off"
          />
          <Button type="submit" size="md" radius="xl">
            {data.finalCTAButton}
          </Button>
        </form>
        <p className={classes.ctaNote}>{t('landingPreview.formNote')}</p>
      </Section>

      <footer className={classes.footer}>
        {t('landingPreview.footer', { year: new Date().getFullYear(), name: data.companyName })}
      </footer>
    </div>
  );
}

/** The internal landing page as a full-screen dialog (part 2 §2.1). */
export function LandingPreviewDialog({
  opened,
  onClose,
  data,
  roundId,
}: {
  opened: boolean;
  onClose: () => void;
  data: LandingPageData;
  /** The round: its testimonial slots can then be filled with real quotes. */
  roundId?: string;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('landingPreview.title')}
      fullScreen
      size="100%"
      centered={false}
      styles={{
        content: { minWidth: 0 },
        header: { borderBottom: '1px solid var(--mantine-color-gray-2)' },
        // The Modal's header is sticky and at least 60 px high; the preview's nav sticks below it.
        body: { padding: 0, '--lp-nav-top': `${DIALOG_HEADER_PX}px` } as CSSProperties,
      }}
    >
      <LandingPreview data={data} roundId={roundId} />
    </AppDialog>
  );
}
