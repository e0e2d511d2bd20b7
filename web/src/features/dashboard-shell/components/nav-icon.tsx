import type { NavIcon as NavIconName } from '@safe-haven/shared/navigation';
import {
  BookIcon, BriefcaseIcon, ChartIcon, HelpIcon, HomeIcon, KeyIcon, LayersIcon, LogOutIcon, MailIcon, MapPinIcon,
  FileTextIcon, FunnelIcon, MountainIcon, PencilIcon, TentIcon, TrendingUpIcon, UserIcon, UserPlusIcon, UsersIcon, type IconProps,
} from '../../../components/ui/icons';

const ICONS: Record<NavIconName, (props: IconProps) => React.JSX.Element> = {
  home: HomeIcon,
  'user-plus': UserPlusIcon,
  users: UsersIcon,
  mail: MailIcon,
  chart: ChartIcon,
  key: KeyIcon,
  'map-pin': MapPinIcon,
  layers: LayersIcon,
  'trending-up': TrendingUpIcon,
  book: BookIcon,
  user: UserIcon,
  tent: TentIcon,
  mountain: MountainIcon,
  briefcase: BriefcaseIcon,
  help: HelpIcon,
  'log-out': LogOutIcon,
  funnel: FunnelIcon,
  pencil: PencilIcon,
  'file-text': FileTextIcon,
};

export const NavIcon = ({ name, ...props }: IconProps & { name: NavIconName }) => {
  const Icon = ICONS[name];
  return <Icon {...props} />;
};
