import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; a titled card is a labelled <section>. */
  title?: ReactNode;
  /** Controls on the right of the title row (buttons, links). */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** `none` lets tables and lists run edge to edge. */
  padding?: 'md' | 'none';
  children?: ReactNode;
}

/** A surface grouping related content. */
export function Card({ title, actions, headingLevel = 2, padding = 'md', className, children, ...rest }: CardProps) {
  const headingId = `ft-card${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  const classes = cx('ft-card', padding === 'none' && 'ft-card--flush', className);
  const content = (
    <>
      {hasHeader ? (
        <div className="ft-card__header">
          {title != null ? (
            <Heading className="ft-card__title" id={headingId}>
              {title}
            </Heading>
          ) : null}
          {actions != null ? <div className="ft-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="ft-card__body">{children}</div>
    </>
  );
  return title != null ? (
    <section {...rest} className={classes} aria-labelledby={headingId}>
      {content}
    </section>
  ) : (
    <div {...rest} className={classes}>
      {content}
    </div>
  );
}
