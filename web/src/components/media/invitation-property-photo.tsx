/** A property's photo on an invitation page, in a module of its own: the page imports it lazily (site-content-sections.tsx). */
import { PROPERTY_PHOTO_SIZES, type SitePhoto } from '@safe-haven/shared/site-photos';
import { SitePhotoPicture } from './site-photo-picture';

const InvitationPropertyPhoto = ({ photo }: { photo: SitePhoto }) => <SitePhotoPicture photo={photo} sizes={PROPERTY_PHOTO_SIZES.invitation} />;

export default InvitationPropertyPhoto;
