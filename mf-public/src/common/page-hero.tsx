import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The centred banner at the top of a public page; `labelledBy` names it by its h1. */
export function PageHero({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
