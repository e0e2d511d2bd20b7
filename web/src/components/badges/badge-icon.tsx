import type { BadgeIcon as BadgeIconName } from '@safe-haven/shared/badges';
import {
  CalendarIcon, CompassIcon, CrownIcon, FlameIcon, HandshakeIcon, MegaphoneIcon, MountainIcon, RocketIcon, SendIcon,
  StarIcon, TrophyIcon, type IconProps,
} from '../ui/icons';

const ICONS: Record<BadgeIconName, (props: IconProps) => React.JSX.Element> = {
  send: SendIcon, megaphone: MegaphoneIcon, rocket: RocketIcon, flame: FlameIcon, calendar: CalendarIcon, trophy: TrophyIcon,
  compass: CompassIcon, mountain: MountainIcon, handshake: HandshakeIcon, star: StarIcon, crown: CrownIcon,
};

/** A badge's icon from the catalogue's icon name (decorative: the badge's name is always shown or labelled). */
export const BadgeIcon = ({ name, ...rest }: IconProps & { name: BadgeIconName }) => {
  const Icon = ICONS[name];
  return <Icon {...rest} />;
};
