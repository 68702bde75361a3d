import clsx from 'clsx';
import type { ReactNode } from 'react';
import text from '../../../components/ui/text.module.css';
import styles from './home.module.css';

export interface SectionHeadingProps {
  id: string;
  title: string;
  intro: string;
  /** Controls at the end of the line (slider arrows, a link). */
  actions?: ReactNode;
}

/** A home page section's title (h2) with a short line under it. */
export function SectionHeading({ id, title, intro, actions }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <div>
        <h2 className={text.h2} id={id}>
          {title}
        </h2>
        <p className={clsx(text.body1, styles.headingIntro)}>{intro}</p>
      </div>
      {actions && <div className={styles.headingActions}>{actions}</div>}
    </div>
  );
}
