import type { ReactNode } from 'react';

/** Small line icons for the header bar (16 px, current colour); decorative, hidden from readers. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const ClockIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const FilterIcon = () => (
  <LineIcon>
    <path d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5z" />
  </LineIcon>
);

export const PinIcon = () => (
  <LineIcon>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);

export const ListIcon = () => (
  <LineIcon>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </LineIcon>
);
