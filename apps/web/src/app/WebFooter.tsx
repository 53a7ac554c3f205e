import { useNavigate } from 'react-router';
import { Footer, type FooterLinkGroup } from '@cp/ui';
import { useAppConfig } from '../lib/api';
import { PROVIDER_NAME, PROVIDER_SITE_URL } from './site-links';

/** Footer on every page: provider site, the related game app, help and legal pages. */
export function WebFooter() {
  const navigate = useNavigate();
  const config = useAppConfig();
  const gameAppUrl = config.data?.game_app_url;

  const groups: FooterLinkGroup[] = [
    {
      title: 'Explore',
      links: [
        { label: PROVIDER_NAME, href: PROVIDER_SITE_URL, external: true },
        ...(gameAppUrl ? [{ label: 'Play the game app', href: gameAppUrl, external: true }] : []),
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'FAQ', href: '/faq' },
        { label: 'Contact Us', href: '/contact' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Terms of Service', href: '/tos' },
        { label: 'Privacy Policy', href: '/privacy' },
        { label: 'Cookie Policy', href: '/cookie' },
      ],
    },
  ];

  return (
    <Footer
      brand="Content+"
      tagline="Create, review and publish learning content for educational games and a chatbot."
      groups={groups}
      onNavigate={(to) => navigate(to)}
    />
  );
}
