import type { ReactNode, SVGProps } from 'react';

/** Small stroke icons drawn in currentColor. Decorative: the control around them carries the name. */
type IconProps = SVGProps<SVGSVGElement>;

/** An icon component drawing `shape` in the kit's 24×24 stroke style; props reach the <svg>. */
function strokeIcon(shape: ReactNode) {
  return function StrokeIcon(props: IconProps) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shape}
      </svg>
    );
  };
}

const circle = <circle cx="12" cy="12" r="10" />;

export const SunIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
  </>,
);
export const MoonIcon = strokeIcon(<path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />);
export const AlertIcon = strokeIcon(<>{circle}<path d="M12 8v4M12 16h.01" /></>);
export const CheckCircleIcon = strokeIcon(<>{circle}<path d="m8 12 3 3 5-6" /></>);
export const InfoIcon = strokeIcon(<>{circle}<path d="M12 16v-4M12 8h.01" /></>);
export const CloseIcon = strokeIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const RetryIcon = strokeIcon(
  <>
    <path d="M21 12a9 9 0 1 1-2.64-6.36" />
    <path d="M21 3v6h-6" />
  </>,
);
