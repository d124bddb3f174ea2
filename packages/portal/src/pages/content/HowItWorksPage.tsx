import { pagePath } from '@convive/sdk';
import {
  Bell,
  CalendarCheck,
  ClipboardList,
  Heart,
  Home,
  KeyRound,
  LayoutDashboard,
  MessageSquare,
  Search,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentPage, ContentSection, contentStyles as styles } from './ContentPage';
import { type ContentCopy, contentCopy } from './copy';

type HowCopy = ContentCopy['how'];

interface Step {
  title: string;
  icon: ReactNode;
  text: string;
  points: readonly string[];
}

/** A step's title, text and points are the catalog's `{key}`, `{key}Text` and `{key}Points`. */
type StepKey =
  | 'tenantSearch'
  | 'tenantConnect'
  | 'tenantMove'
  | 'landlordPublish'
  | 'landlordManage'
  | 'landlordRent';

const TENANT_STEPS = [
  { key: 'tenantSearch', icon: <Search aria-hidden="true" /> },
  { key: 'tenantConnect', icon: <MessageSquare aria-hidden="true" /> },
  { key: 'tenantMove', icon: <KeyRound aria-hidden="true" /> },
] as const satisfies readonly { key: StepKey; icon: ReactNode }[];

const LANDLORD_STEPS = [
  { key: 'landlordPublish', icon: <Home aria-hidden="true" /> },
  { key: 'landlordManage', icon: <ClipboardList aria-hidden="true" /> },
  { key: 'landlordRent', icon: <CalendarCheck aria-hidden="true" /> },
] as const satisfies readonly { key: StepKey; icon: ReactNode }[];

function steps(copy: HowCopy, list: readonly { key: StepKey; icon: ReactNode }[]): Step[] {
  return list.map(({ key, icon }) => ({
    title: copy[key],
    icon,
    text: copy[`${key}Text` as const],
    points: copy[`${key}Points` as const],
  }));
}

const FEATURES = [
  { key: 'favorites', icon: <Heart aria-hidden="true" /> },
  { key: 'notifications', icon: <Bell aria-hidden="true" /> },
  { key: 'dashboard', icon: <LayoutDashboard aria-hidden="true" /> },
] as const;

const QUESTIONS = ['cost', 'account', 'visit', 'coliving'] as const;

function Steps({ steps, label }: { steps: readonly Step[]; label: string }) {
  return (
    <ol className={`${styles.grid3} ${styles.steps}`} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title}>
          <article className={styles.tile}>
            <div className="row">
              <span className={styles.stepNumber} aria-hidden="true" />
              <span className={styles.tileIcon}>{step.icon}</span>
            </div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            <ul className={styles.stepList}>
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** /how-it-works: the three steps for tenants and for landlords, a short FAQ and calls to action. */
export function Component() {
  const copy = contentCopy.useCopy().how;
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      documentTitle={copy.documentTitle}
      title={copy.title}
      intro={<p>{copy.intro}</p>}
      actions={
        <>
          <Link to={pagePath('properties')} className="btn btn--primary btn--lg">
            {copy.search}
          </Link>
          <Link to={pagePath('register')} className="btn btn--outline btn--lg">
            {copy.createAccount}
          </Link>
        </>
      }
    >
      <ContentSection id="inquilinos" wide title={copy.tenantsTitle} lead={copy.tenantsLead}>
        <Steps steps={steps(copy, TENANT_STEPS)} label={copy.tenantsSteps} />
      </ContentSection>

      <ContentSection id="propietarios" wide title={copy.landlordsTitle} lead={copy.landlordsLead}>
        <Steps steps={steps(copy, LANDLORD_STEPS)} label={copy.landlordsSteps} />
      </ContentSection>

      <ContentSection id="herramientas" wide title={copy.tools}>
        <ul className={styles.grid}>
          {FEATURES.map((feature) => (
            <li key={feature.key} className={styles.tile}>
              <span className={styles.tileIcon}>{feature.icon}</span>
              <h3>{copy[feature.key]}</h3>
              <p>{copy[`${feature.key}Text` as const]}</p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="dudas" wide title={copy.questions}>
        <div className={styles.faqList}>
          {QUESTIONS.map((key) => (
            <details key={key} className={styles.faqItem}>
              <summary>{copy[`${key}Q` as const]}</summary>
              <div className={styles.faqAnswer}>
                <p>{copy[`${key}A` as const]}</p>
              </div>
            </details>
          ))}
        </div>
        <p className={styles.backToTop}>
          {copy.moreQuestions} <Link to={pagePath('faq')}>{copy.faq}</Link>.
        </p>
      </ContentSection>

      <section className={styles.cta} aria-labelledby="how-cta-title">
        <div>
          <h2 id="how-cta-title">{copy.ctaTitle}</h2>
          <p>{copy.ctaText}</p>
        </div>
        <div className={styles.ctaActions}>
          <Link to={pagePath('properties')} className="btn btn--primary">
            {copy.ctaProperties}
          </Link>
          <Link to={pagePath('register')} className={`btn btn--outline ${styles.ctaSecondary}`}>
            {copy.ctaRegister}
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
