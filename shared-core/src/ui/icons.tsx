/**
 * The kit's icons. Their paths are Lucide's (https://lucide.dev, ISC), some of them Feather's (MIT) through Lucide:
 * kept as paths of our own module rather than the lucide-react package so the first page carries only the few it
 * draws, under the licence in ./icons.LICENSE, which the builds ship beside the scripts (THIRD-PARTY-NOTICES.txt).
 * A new icon is taken from Lucide (same 24px grid, stroke 2) so one notice keeps covering them all.
 */
import type { ComponentType, ReactElement } from 'react';
import { createIcon, type IconProps } from '@chakra-ui/react';

/** Every kit icon: an `svg` that takes Chakra style props (`boxSize`, `color`...). */
export type IconComponent = ComponentType<IconProps>;

/**
 * Stroke icons on a 24px grid. `htmlWidth/htmlHeight` are plain attributes, not styles, so a standalone
 * icon is 1em but recipes that size icons (buttons, inputs, menus) still win.
 */
function strokeIcon(displayName: string, ...children: ReactElement[]): IconComponent {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    defaultProps: { htmlWidth: '1em', htmlHeight: '1em' } as IconProps,
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    ),
  });
}

/**
 * An icon that points along the reading direction (back, forward, next page): mirrored in right-to-left
 * languages, where "forward" points left.
 */
function directionalIcon(displayName: string, ...children: ReactElement[]): IconComponent {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    defaultProps: { htmlWidth: '1em', htmlHeight: '1em', _rtl: { transform: 'scaleX(-1)' } } as IconProps,
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    ),
  });
}

const p = (d: string, key?: string) => <path key={key ?? d} d={d} />;
const c = (cx: number, cy: number, r: number, filled = false) => (
  <circle key={`c${cx}-${cy}-${r}`} cx={cx} cy={cy} r={r} fill={filled ? 'currentColor' : undefined} />
);
const rect = (x: number, y: number, width: number, height: number, rx = 2) => (
  <rect key={`r${x}-${y}-${width}-${height}`} x={x} y={y} width={width} height={height} rx={rx} />
);

export const MenuIcon = strokeIcon('MenuIcon', p('M4 6h16'), p('M4 12h16'), p('M4 18h16'));
export const XIcon = strokeIcon('XIcon', p('M18 6 6 18'), p('m6 6 12 12'));
export const SunIcon = strokeIcon(
  'SunIcon',
  c(12, 12, 4),
  p('M12 2v2'),
  p('M12 20v2'),
  p('m4.93 4.93 1.41 1.41'),
  p('m17.66 17.66 1.41 1.41'),
  p('M2 12h2'),
  p('M20 12h2'),
  p('m6.34 17.66-1.41 1.41'),
  p('m19.07 4.93-1.41 1.41'),
);
export const MoonIcon = strokeIcon('MoonIcon', p('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z'));
export const GlobeIcon = strokeIcon(
  'GlobeIcon',
  c(12, 12, 10),
  p('M2 12h20'),
  p('M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z'),
);
/** A globe with latitudes: domains, as opposed to the language globe. */
export const DomainIcon = strokeIcon(
  'DomainIcon',
  c(12, 12, 10),
  p('M2 12h20'),
  p('M3.5 7h17'),
  p('M3.5 17h17'),
  p('M12 2c2.5 2.7 4 6.2 4 10s-1.5 7.3-4 10c-2.5-2.7-4-6.2-4-10s1.5-7.3 4-10z'),
);
export const Globe2Icon = DomainIcon;
export const UserIcon = strokeIcon('UserIcon', p('M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2'), c(12, 7, 4));
export const UsersIcon = strokeIcon(
  'UsersIcon',
  p('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'),
  c(9, 7, 4),
  p('M22 21v-2a4 4 0 0 0-3-3.87'),
  p('M16 3.13a4 4 0 0 1 0 7.75'),
);
export const LogOutIcon = strokeIcon(
  'LogOutIcon',
  p('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'),
  p('m16 17 5-5-5-5'),
  p('M21 12H9'),
);
export const ChevronLeftIcon = directionalIcon('ChevronLeftIcon', p('m15 18-6-6 6-6'));
export const ChevronRightIcon = directionalIcon('ChevronRightIcon', p('m9 18 6-6-6-6'));
export const ChevronDownIcon = strokeIcon('ChevronDownIcon', p('m6 9 6 6 6-6'));
export const ChevronUpIcon = strokeIcon('ChevronUpIcon', p('m18 15-6-6-6 6'));
export const ArrowUpDownIcon = strokeIcon(
  'ArrowUpDownIcon',
  p('m21 16-4 4-4-4'),
  p('M17 20V4'),
  p('m3 8 4-4 4 4'),
  p('M7 4v16'),
);
export const SearchIcon = strokeIcon('SearchIcon', c(11, 11, 8), p('m21 21-4.3-4.3'));
export const FilterIcon = strokeIcon('FilterIcon', p('M3 6h18'), p('M7 12h10'), p('M10 18h4'));
export const FunnelIcon = strokeIcon('FunnelIcon', p('M22 3H2l8 9.46V19l4 2v-8.54L22 3z'));
export const DownloadIcon = strokeIcon(
  'DownloadIcon',
  p('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'),
  p('m7 10 5 5 5-5'),
  p('M12 15V3'),
);
export const ColumnsIcon = strokeIcon('ColumnsIcon', rect(3, 3, 18, 18), p('M9 3v18'), p('M15 3v18'));
export const RefreshIcon = strokeIcon(
  'RefreshIcon',
  p('M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8'),
  p('M21 3v5h-5'),
  p('M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16'),
  p('M8 16H3v5'),
);
export const AlertIcon = strokeIcon(
  'AlertIcon',
  p('m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3'),
  p('M12 9v4'),
  p('M12 17h.01'),
);
export const InfoIcon = strokeIcon('InfoIcon', c(12, 12, 10), p('M12 16v-4'), p('M12 8h.01'));
export const LockIcon = strokeIcon('LockIcon', rect(3, 11, 18, 11), p('M7 11V7a5 5 0 0 1 10 0v4'));
export const HomeIcon = strokeIcon(
  'HomeIcon',
  p('M3 10.5 12 3l9 7.5'),
  p('M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5'),
);
export const AppsIcon = strokeIcon(
  'AppsIcon',
  rect(3, 3, 7, 7, 1),
  rect(14, 3, 7, 7, 1),
  rect(3, 14, 7, 7, 1),
  rect(14, 14, 7, 7, 1),
);
export const CommentIcon = strokeIcon(
  'CommentIcon',
  p('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'),
);
export const BellIcon = strokeIcon(
  'BellIcon',
  p('M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9'),
  p('M10.3 21a1.94 1.94 0 0 0 3.4 0'),
);
export const ChartIcon = strokeIcon(
  'ChartIcon',
  p('M3 3v18h18'),
  p('M18 17V9'),
  p('M13 17V5'),
  p('M8 17v-3'),
);
export const WalletIcon = strokeIcon(
  'WalletIcon',
  p(
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1',
  ),
  p('M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4'),
);
export const ShieldIcon = strokeIcon('ShieldIcon', p('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z'));
export const TagIcon = strokeIcon(
  'TagIcon',
  p(
    'M12.59 2.59A2 2 0 0 0 11.17 2H4a2 2 0 0 0-2 2v7.17a2 2 0 0 0 .59 1.42l8.7 8.7a2.43 2.43 0 0 0 3.42 0l6.58-6.58a2.43 2.43 0 0 0 0-3.42z',
  ),
  c(7.5, 7.5, 1.5),
);
export const TemplateIcon = strokeIcon(
  'TemplateIcon',
  rect(3, 3, 18, 7, 1),
  rect(3, 14, 9, 7, 1),
  rect(16, 14, 5, 7, 1),
);
export const LinkIcon = strokeIcon(
  'LinkIcon',
  p('M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71'),
  p('M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71'),
);
export const BotIcon = strokeIcon(
  'BotIcon',
  p('M12 8V4H8'),
  rect(4, 8, 16, 12),
  p('M2 14h2'),
  p('M20 14h2'),
  p('M15 13v2'),
  p('M9 13v2'),
);
export const SettingsIcon = strokeIcon(
  'SettingsIcon',
  c(12, 12, 3),
  p(
    'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 0 1 0 2.83 2 2 0 0 1-2.83 0l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 0 1-2 2 2 2 0 0 1-2-2v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 0 1-2.83 0 2 2 0 0 1 0-2.83l.06-.06a1.65 1.65 0 0 0 .33-1.82 1.65 1.65 0 0 0-1.51-1H3a2 2 0 0 1-2-2 2 2 0 0 1 2-2h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 0 1 0-2.83 2 2 0 0 1 2.83 0l.06.06a1.65 1.65 0 0 0 1.82.33H9a1.65 1.65 0 0 0 1-1.51V3a2 2 0 0 1 2-2 2 2 0 0 1 2 2v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 0 1 2.83 0 2 2 0 0 1 0 2.83l-.06.06a1.65 1.65 0 0 0-.33 1.82V9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 0 1 2 2 2 2 0 0 1-2 2h-.09a1.65 1.65 0 0 0-1.51 1z',
  ),
);
/** A target: tracking pixels. */
export const PixelIcon = strokeIcon('PixelIcon', c(12, 12, 10), c(12, 12, 6), c(12, 12, 2));
export const BuildingIcon = strokeIcon(
  'BuildingIcon',
  rect(4, 2, 16, 20),
  p('M9 22v-4h6v4'),
  p('M8 6h.01'),
  p('M12 6h.01'),
  p('M16 6h.01'),
  p('M8 10h.01'),
  p('M12 10h.01'),
  p('M16 10h.01'),
  p('M8 14h.01'),
  p('M12 14h.01'),
  p('M16 14h.01'),
);
export const PlusIcon = strokeIcon('PlusIcon', p('M5 12h14'), p('M12 5v14'));
export const TrashIcon = strokeIcon(
  'TrashIcon',
  p('M3 6h18'),
  p('M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6'),
  p('M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'),
  p('M10 11v6'),
  p('M14 11v6'),
);
export const EyeIcon = strokeIcon('EyeIcon', p('M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z'), c(12, 12, 3));
export const EyeOffIcon = strokeIcon(
  'EyeOffIcon',
  p('M9.88 9.88a3 3 0 1 0 4.24 4.24'),
  p('M10.73 5.08A10.43 10.43 0 0 1 12 5c7 0 10 7 10 7a13.16 13.16 0 0 1-1.67 2.68'),
  p('M6.61 6.61A13.53 13.53 0 0 0 2 12s3 7 10 7a9.74 9.74 0 0 0 5.39-1.61'),
  p('m2 2 20 20'),
);
export const CheckIcon = strokeIcon('CheckIcon', p('M20 6 9 17l-5-5'));
export const MoreVerticalIcon = strokeIcon(
  'MoreVerticalIcon',
  c(12, 5, 1, true),
  c(12, 12, 1, true),
  c(12, 19, 1, true),
);
export const InboxIcon = strokeIcon(
  'InboxIcon',
  p('M22 12h-6l-2 3h-4l-2-3H2'),
  p(
    'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
  ),
);
export const EditIcon = strokeIcon(
  'EditIcon',
  p('M12 20h9'),
  p('M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z'),
);
export const CopyIcon = strokeIcon(
  'CopyIcon',
  rect(8, 8, 14, 14),
  p('M4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2'),
);
export const UploadIcon = strokeIcon(
  'UploadIcon',
  p('M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'),
  p('m17 8-5-5-5 5'),
  p('M12 3v12'),
);
export const CalendarIcon = strokeIcon(
  'CalendarIcon',
  rect(3, 4, 18, 18),
  p('M16 2v4'),
  p('M8 2v4'),
  p('M3 10h18'),
);
/** Neutral dot in a ring: what a menu item shows when its icon name is unknown. */
export const CircleDotIcon = strokeIcon('CircleDotIcon', c(12, 12, 9), c(12, 12, 1, true));

/** The icon set by short name: the names a menu item's `icon` may give (`getNavIcon` below), whatever their case. */
export const icons = {
  Menu: MenuIcon,
  X: XIcon,
  Sun: SunIcon,
  Moon: MoonIcon,
  Globe: GlobeIcon,
  Globe2: Globe2Icon,
  Domain: DomainIcon,
  User: UserIcon,
  Users: UsersIcon,
  LogOut: LogOutIcon,
  ChevronLeft: ChevronLeftIcon,
  ChevronRight: ChevronRightIcon,
  ChevronDown: ChevronDownIcon,
  ChevronUp: ChevronUpIcon,
  ArrowUpDown: ArrowUpDownIcon,
  Search: SearchIcon,
  Filter: FilterIcon,
  Funnel: FunnelIcon,
  Download: DownloadIcon,
  Upload: UploadIcon,
  Columns: ColumnsIcon,
  Refresh: RefreshIcon,
  Alert: AlertIcon,
  Info: InfoIcon,
  Lock: LockIcon,
  Home: HomeIcon,
  Apps: AppsIcon,
  Comment: CommentIcon,
  Bell: BellIcon,
  Chart: ChartIcon,
  Wallet: WalletIcon,
  Shield: ShieldIcon,
  Tag: TagIcon,
  Template: TemplateIcon,
  Link: LinkIcon,
  Bot: BotIcon,
  Settings: SettingsIcon,
  Pixel: PixelIcon,
  Building: BuildingIcon,
  Plus: PlusIcon,
  Trash: TrashIcon,
  Edit: EditIcon,
  Copy: CopyIcon,
  Calendar: CalendarIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Check: CheckIcon,
  MoreVertical: MoreVerticalIcon,
  Inbox: InboxIcon,
  CircleDot: CircleDotIcon,
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;

/**
 * Names a remote may put in its menu metadata (`{ icon: 'chart' }`), with the domain words the areas
 * actually use, so a remote can say what the item is rather than what it looks like.
 */
const navAliases: Record<string, IconName> = {
  dashboard: 'Home',
  application: 'Apps',
  applications: 'Apps',
  app: 'Apps',
  pwa: 'Apps',
  comments: 'Comment',
  message: 'Comment',
  messages: 'Comment',
  notification: 'Bell',
  notifications: 'Bell',
  push: 'Bell',
  funnels: 'Funnel',
  onesignal: 'Funnel',
  statistics: 'Chart',
  statistic: 'Chart',
  stats: 'Chart',
  analytics: 'Chart',
  domains: 'Domain',
  dns: 'Domain',
  balance: 'Wallet',
  balances: 'Wallet',
  billing: 'Wallet',
  payments: 'Wallet',
  money: 'Wallet',
  team: 'Users',
  people: 'Users',
  profile: 'User',
  account: 'User',
  roles: 'Shield',
  role: 'Shield',
  permissions: 'Shield',
  security: 'Shield',
  tariff: 'Tag',
  tariffs: 'Tag',
  pricing: 'Tag',
  templates: 'Template',
  referral: 'Link',
  referrals: 'Link',
  links: 'Link',
  telegram: 'Bot',
  bots: 'Bot',
  pixels: 'Pixel',
  target: 'Pixel',
  company: 'Building',
  companies: 'Building',
  organization: 'Building',
  language: 'Globe',
};

const byLowerName: Record<string, IconName> = Object.fromEntries(
  (Object.keys(icons) as IconName[]).map((name) => [name.toLowerCase(), name]),
);

/**
 * The icon for a menu item's `icon` name. Case, dashes, underscores, spaces and a trailing `Icon` are
 * ignored (`'log-out'`, `'LogOut'`, `'logOutIcon'` are one name); an unknown or missing name gets a
 * neutral icon, so a remote shipping a new name never breaks the shell's menu.
 *
 * @example
 * const Icon = getNavIcon(item.icon); // <Icon boxSize="5" />
 */
export function getNavIcon(name: string | null | undefined): IconComponent {
  const key = (name ?? '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
    .replace(/icon$/, '');
  const found = byLowerName[key] ?? navAliases[key];
  return found ? icons[found] : CircleDotIcon;
}
