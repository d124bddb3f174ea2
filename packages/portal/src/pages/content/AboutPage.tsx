import { formatNumber, pagePath } from '@convive/sdk';
import { Avatar, useConvive } from '@convive/widgets';
import { Eye, HeartHandshake, Scale, ShieldCheck, Sparkles, Target, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, ContentSection, contentStyles as styles } from './ContentPage';
import { contentCopy } from './copy';

/** Fixed marketing figures (spec 01 §1), not computed: written with the language's separators. */
export const IMPACT_FIGURES = [
  { value: 10_000, label: 'users' },
  { value: 1000, label: 'properties' },
  { value: 50, label: 'cities' },
] as const;

/** Listed in the first year (2022). */
const FIRST_FLATS = 40;

const VALUES = [
  { key: 'transparency', icon: <Eye aria-hidden="true" /> },
  { key: 'trust', icon: <ShieldCheck aria-hidden="true" /> },
  { key: 'living', icon: <HeartHandshake aria-hidden="true" /> },
  { key: 'fairness', icon: <Scale aria-hidden="true" /> },
] as const;

const TEAM = [
  { key: 'irene', name: 'Irene Ferrer' },
  { key: 'daniel', name: 'Daniel Ortega' },
  { key: 'marta', name: 'Marta Salvador' },
] as const;

/** /about-us and /about (spec 01 §1): mission, vision, values, team, figures and the timeline since 2022. */
export function Component() {
  const copy = contentCopy.useCopy().about;
  const { intlLocale } = useConvive();
  const number = (n: number) => formatNumber(n, intlLocale);
  const [users, properties, cities] = IMPACT_FIGURES.map((figure) => number(figure.value)) as [
    string,
    string,
    string,
  ];
  const timeline = [
    { year: '2022', title: copy.y2022, text: copy.y2022Text(number(FIRST_FLATS)) },
    { year: '2023', title: copy.y2023, text: copy.y2023Text },
    { year: '2024', title: copy.y2024(properties), text: copy.y2024Text },
    { year: '2025', title: copy.y2025(users, cities), text: copy.y2025Text(users) },
  ];
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      documentTitle={copy.documentTitle}
      title={copy.title}
      intro={<p>{copy.intro}</p>}
    >
      <ContentSection id="mision-vision" wide title={copy.missionVision}>
        <div className={styles.grid}>
          <article className={styles.tile}>
            <span className={styles.tileIcon}>
              <Target aria-hidden="true" />
            </span>
            <h3>{copy.mission}</h3>
            <p>{copy.missionText}</p>
          </article>
          <article className={styles.tile}>
            <span className={styles.tileIcon}>
              <Sparkles aria-hidden="true" />
            </span>
            <h3>{copy.vision}</h3>
            <p>{copy.visionText}</p>
          </article>
        </div>
      </ContentSection>

      <ContentSection id="valores" wide title={copy.values}>
        <ul className={styles.grid}>
          {VALUES.map((value) => (
            <li key={value.key} className={styles.tile}>
              <span className={styles.tileIcon}>{value.icon}</span>
              <h3>{copy[value.key]}</h3>
              <p>{copy[`${value.key}Text` as const]}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="impacto" wide title={copy.impact} lead={copy.impactLead}>
        <dl className={styles.stats}>
          {IMPACT_FIGURES.map((figure) => (
            <div key={figure.label} className={styles.stat}>
              <dt className={styles.statLabel}>{copy[figure.label]}</dt>
              <dd className={styles.statValue}>{`${number(figure.value)}+`}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>

      <ContentSection id="equipo" wide title={copy.team} lead={copy.teamLead}>
        <ul className={styles.grid3}>
          {TEAM.map((person) => (
            <li key={person.key} className={`${styles.tile} ${styles.person}`}>
              <Avatar name={person.name} size="lg" />
              <h3>{person.name}</h3>
              <p className={styles.personRole}>{copy[`${person.key}Role` as const]}</p>
              <p>{copy[`${person.key}Bio` as const]}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="historia" wide title={copy.history}>
        <ol className={styles.timeline}>
          {timeline.map((step) => (
            <li key={step.year} className={styles.timelineItem}>
              <span className={styles.timelineYear}>{step.year}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>

      <section className={styles.cta} aria-labelledby="about-cta-title">
        <div>
          <h2 id="about-cta-title">{copy.ctaTitle}</h2>
          <p>{copy.ctaText}</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to={pagePath('properties')} className="btn btn--primary">
            {copy.ctaProperties}
          </Link>
          <Link to={pagePath('contact')} className={`btn btn--outline ${styles.ctaSecondary}`}>
            <Users aria-hidden="true" />
            {copy.ctaTeam}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
