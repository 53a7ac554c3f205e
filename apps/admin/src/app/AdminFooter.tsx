import {
  IconBrandAppstore,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { Footer } from '@cp/ui';
import { FOOTER_LINKS } from './site-links';

/** About, team and blog links, social links and the app-store link (all outside the admin app). */
export function AdminFooter() {
  return (
    <Footer
      brand="Content+"
      tagline="Learning content for educational games and a chatbot, made by educators."
      groups={[
        {
          title: 'Company',
          links: [
            { label: 'About', href: FOOTER_LINKS.about, external: true },
            { label: 'Team', href: FOOTER_LINKS.team, external: true },
            { label: 'Blog', href: FOOTER_LINKS.blog, external: true },
          ],
        },
        {
          title: 'Follow us',
          links: [
            { label: 'Facebook', href: FOOTER_LINKS.facebook, external: true, icon: <IconBrandFacebook size={16} aria-hidden /> },
            { label: 'Instagram', href: FOOTER_LINKS.instagram, external: true, icon: <IconBrandInstagram size={16} aria-hidden /> },
            { label: 'LinkedIn', href: FOOTER_LINKS.linkedin, external: true, icon: <IconBrandLinkedin size={16} aria-hidden /> },
            { label: 'YouTube', href: FOOTER_LINKS.youtube, external: true, icon: <IconBrandYoutube size={16} aria-hidden /> },
          ],
        },
        {
          title: 'Get the app',
          links: [
            { label: 'Download on the App Store', href: FOOTER_LINKS.appStore, external: true, icon: <IconBrandAppstore size={16} aria-hidden /> },
          ],
        },
      ]}
    />
  );
}
