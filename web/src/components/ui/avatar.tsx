/**
 * A person's photo, or their initials until it has loaded and whenever it cannot. It wears the
 * theme's avatar styles (the slot recipe Chakra's Avatar uses) without Chakra's Avatar itself, whose
 * state machine (zag's runtime, about 8 KB) came to the dashboard's first visit for one image's load
 * event, and measured its image in an animation frame on every team card.
 */
import { useState } from 'react';
import { chakra, useSlotRecipe } from '@chakra-ui/react';

/** 'Ada Byron King' → 'AK'; one word → its first letter; as Chakra's avatar shows them. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return `${first.charAt(0)}${last.charAt(0)}`;
};

interface AvatarProps {
  /** Whose avatar: their initials stand in for the photo. */
  name: string;
  src?: string | undefined;
  /** The photo's text alternative: none where the name is written beside it. */
  alt?: string;
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  colorPalette?: string;
}

export const Avatar = ({ name, src, alt = '', size = 'md', colorPalette }: AvatarProps) => {
  const styles = useSlotRecipe({ key: 'avatar' })({ size });
  // Kept per address: a new photo shows the initials again until it has loaded.
  const [loaded, setLoaded] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const showsPhoto = src !== undefined && loaded === src;
  return (
    <chakra.span css={styles.root} colorPalette={colorPalette} data-scope="avatar" data-part="root">
      <chakra.span css={styles.fallback} hidden={showsPhoto}>{initialsOf(name)}</chakra.span>
      {src !== undefined && failed !== src && (
        // Laid over the initials and transparent until it has loaded, so nothing moves when it arrives.
        <chakra.img
          src={src} alt={alt} draggable={false} referrerPolicy="no-referrer" css={styles.image}
          position="absolute" inset="0" opacity={showsPhoto ? 1 : 0}
          onLoad={() => setLoaded(src)} onError={() => setFailed(src)}
        />
      )}
    </chakra.span>
  );
};
