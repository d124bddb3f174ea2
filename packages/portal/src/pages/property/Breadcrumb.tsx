import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { propertyCopy } from './copy';
import styles from './detail.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the item leads; the last item (the page itself) has none. */
  to?: string;
}

/** 'Inicio › Propiedades › title': the trail of a detail page, the last item being the page itself. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const copy = propertyCopy.useCopy();
  return (
    <nav aria-label={copy.breadcrumb} className={styles.breadcrumb}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${item.to ?? 'current'}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} className={styles.breadcrumbCurrent}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className={styles.breadcrumbSeparator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
