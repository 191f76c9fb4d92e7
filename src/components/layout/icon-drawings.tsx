import type { ReactElement } from 'react'

/**
 * A small local icon set (24×24 stroke drawings in the style of Feather icons), so the app
 * ships only the handful it uses instead of an icon library.
 */
const ICONS = {
  home: [<path key="a" d="M3 10.5 12 3l9 7.5" />, <path key="b" d="M5 9.5V21h5v-6h4v6h5V9.5" />],
  settings: [
    <circle key="a" cx="12" cy="12" r="3" />,
    <path
      key="b"
      d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1"
    />,
  ],
  church: [
    <path key="a" d="M12 2v4M10 4h4" />,
    <path key="b" d="m6 11 6-5 6 5v10H6z" />,
    <path key="c" d="M10 21v-4a2 2 0 0 1 4 0v4" />,
  ],
  users: [
    <circle key="a" cx="9" cy="8" r="3.5" />,
    <path key="b" d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
    <path key="c" d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />,
  ],
  layers: [<path key="a" d="m12 3 9 5-9 5-9-5z" />, <path key="b" d="m3 13 9 5 9-5" />],
  shield: [
    <path key="a" d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />,
    <path key="b" d="m9 12 2 2 4-4" />,
  ],
  building: [
    <rect key="a" x="4" y="3" width="16" height="18" rx="1" />,
    <path key="b" d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1" />,
  ],
  map: [
    <path key="a" d="m3 6 6-3 6 3 6-3v15l-6 3-6-3-6 3z" />,
    <path key="b" d="M9 3v15M15 6v15" />,
  ],
  pin: [
    <path key="a" d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />,
    <circle key="b" cx="12" cy="9.5" r="2.5" />,
  ],
  box: [<path key="a" d="m3 7 9-4 9 4v10l-9 4-9-4z" />, <path key="b" d="m3 7 9 4 9-4M12 11v10" />],
  file: [<path key="a" d="M6 2h8l4 4v16H6z" />, <path key="b" d="M14 2v4h4M9 14h6" />],
  userPlus: [
    <circle key="a" cx="9" cy="8" r="3.5" />,
    <path key="b" d="M2.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />,
  ],
  userCheck: [
    <circle key="a" cx="9" cy="8" r="3.5" />,
    <path key="b" d="M2.5 20a6.5 6.5 0 0 1 13 0M16 11l2 2 4-4" />,
  ],
  shuffle: [<path key="a" d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />],
  wallet: [
    <path key="a" d="M3 7h16a2 2 0 0 1 2 2v10H5a2 2 0 0 1-2-2z" />,
    <path key="b" d="M3 7V6a2 2 0 0 1 2-2h11v3M16 13h2" />,
  ],
  creditCard: [
    <rect key="a" x="2" y="5" width="20" height="14" rx="2" />,
    <path key="b" d="M2 10h20M6 15h4" />,
  ],
  trendingUp: [<path key="a" d="m3 17 6-6 4 4 8-8" />, <path key="b" d="M15 7h6v6" />],
  trendingDown: [<path key="a" d="m3 7 6 6 4-4 8 8" />, <path key="b" d="M15 17h6v-6" />],
  heart: [
    <path
      key="a"
      d="M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z"
    />,
  ],
  share: [
    <circle key="a" cx="6" cy="12" r="2.5" />,
    <circle key="b" cx="18" cy="6" r="2.5" />,
    <circle key="c" cx="18" cy="18" r="2.5" />,
    <path key="d" d="m8.2 10.8 7.6-3.6M8.2 13.2l7.6 3.6" />,
  ],
  chart: [<path key="a" d="M3 3v18h18" />, <path key="b" d="M8 17v-5M13 17V8M18 17v-9" />],
  calendar: [
    <rect key="a" x="3" y="5" width="18" height="16" rx="2" />,
    <path key="b" d="M3 10h18M8 3v4M16 3v4" />,
  ],
  flag: [<path key="a" d="M5 21V4M5 4h11l-2 4 2 4H5" />],
  menu: [<path key="a" d="M3 6h18M3 12h18M3 18h18" />],
  chevronLeft: [<path key="a" d="m15 18-6-6 6-6" />],
  chevronRight: [<path key="a" d="m9 18 6-6-6-6" />],
  chevronDown: [<path key="a" d="m6 9 6 6 6-6" />],
  logOut: [<path key="a" d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />],
  help: [
    <circle key="a" cx="12" cy="12" r="9" />,
    <path key="b" d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />,
  ],
  user: [<circle key="a" cx="12" cy="8" r="4" />, <path key="b" d="M4 21a8 8 0 0 1 16 0" />],
  search: [<circle key="a" cx="11" cy="11" r="7" />, <path key="b" d="m20 20-4-4" />],
  plus: [<path key="a" d="M12 5v14M5 12h14" />],
  eye: [
    <path key="a" d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />,
    <circle key="b" cx="12" cy="12" r="3" />,
  ],
  edit: [<path key="a" d="M4 20h4L19 9l-4-4L4 16z" />, <path key="b" d="m13.5 6.5 4 4" />],
  check: [<path key="a" d="m5 12 5 5 9-10" />],
  clock: [<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="M12 7v5l3 2" />],
  more: [
    <circle key="a" cx="12" cy="5" r="1" />,
    <circle key="b" cx="12" cy="12" r="1" />,
    <circle key="c" cx="12" cy="19" r="1" />,
  ],
  trash: [<path key="a" d="M3 6h18M8 6V4h8v2M6 6l1 15h10l1-15M10 11v6M14 11v6" />],
  inbox: [<path key="a" d="M3 13h5l2 3h4l2-3h5" />, <path key="b" d="M5.5 5h13L21 13v6H3v-6z" />],
  alert: [<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="M12 7v6M12 16.5v.01" />],
} satisfies Record<string, ReactElement[]>

export type IconName = keyof typeof ICONS

/** An icon's drawing (its paths, in a 24×24 box), for a plain `<svg>` or the design system's. */
export function iconDrawing(name: IconName): ReactElement[] {
  return ICONS[name]
}
