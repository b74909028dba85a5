import React, { useCallback, useMemo, useRef, useState } from 'react';
import { Helmet, useRouteMeta, useSiteData } from 'dumi';
import ColorSwitch from 'dumi/theme/slots/ColorSwitch';
import HeaderExtra from 'dumi/theme/slots/HeaderExtra';
import LangSwitch from 'dumi/theme/slots/LangSwitch';
import Logo from 'dumi/theme/slots/Logo';
import Navbar from 'dumi/theme/slots/Navbar';
import RtlSwitch from 'dumi/theme/slots/RtlSwitch';
import SearchBar from 'dumi/theme/slots/SearchBar';
import SocialIcon from 'dumi/theme/slots/SocialIcon';
import useDismiss from '../../components/useDismiss';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import { CONTENT_ID } from '../Content';
import { HERO_ID } from '../Hero';
import 'dumi/theme-default/slots/Header/index.less';
import './index.less';

type SocialIconName = React.ComponentProps<typeof SocialIcon>['icon'];

// The default header, with a mobile menu toggle that is labelled, reports its state, and closes
// on a click anywhere outside the menu (the default closes only on clicks inside the header);
// a <header> landmark with a labelled <nav>, so everything in it is inside a landmark; and a skip
// link first, so keyboard users reach the page's content without tabbing through the nav.
const Header = () => {
  const { frontmatter } = useRouteMeta();
  const { themeConfig } = useSiteData();
  // "<page> – rc-overflow" in tabs, bookmarks and shared links; the home page is the name alone.
  // Rendered after the layout's own title, so it wins.
  const siteName = themeConfig.name;
  const pageTitle =
    frontmatter.title && frontmatter.title !== siteName
      ? `${frontmatter.title} – ${siteName}`
      : frontmatter.title;
  const message = useMessage();
  const [showMenu, setShowMenu] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setShowMenu(false), []);
  useDismiss(showMenu, headerRef, closeMenu, menuButtonRef);
  // Disabled in the prerendered HTML until hydrated: a tap before that would be lost.
  const hydrated = useHydrated();

  const socialIcons = useMemo(
    () =>
      Object.entries(themeConfig.socialLinks ?? {})
        .slice(0, 5)
        .filter(([, link]) => Boolean(link))
        .map(([icon, link]) => ({ icon: icon as SocialIconName, link: link as string })),
    [themeConfig.socialLinks],
  );

  return (
    <header
      ref={headerRef}
      className="dumi-default-header"
      data-static={Boolean(frontmatter.hero) || undefined}
      data-mobile-active={showMenu || undefined}
      // A click in the header closes the phone menu (a link was followed), except inside the
      // search box, which lives in that menu: typing there must keep it open.
      onClick={(event) => {
        const target = event.target as Element;
        if (!target.closest('a') && target.closest('.dumi-default-search-bar')) return;
        closeMenu();
      }}
    >
      {pageTitle && (
        <Helmet>
          <title>{pageTitle}</title>
          <meta property="og:title" content={pageTitle} />
        </Helmet>
      )}
      <div className="dumi-default-header-content">
        {/* A plain fragment link: it works in the prerendered page before any script runs. */}
        <a className="site-skip-link" href={`#${frontmatter.hero ? HERO_ID : CONTENT_ID}`}>
          {message('site.header.skip')}
        </a>
        <section className="dumi-default-header-left">
          <Logo />
        </section>
        {/* Before the menu it opens, so that the next Tab goes into the open menu. */}
        <button
          ref={menuButtonRef}
          type="button"
          className="dumi-default-header-menu-btn"
          aria-label={message('site.header.menu')}
          aria-expanded={showMenu}
          aria-controls="site-header-menu"
          disabled={!hydrated}
          onClick={(event) => {
            event.stopPropagation();
            setShowMenu((shown) => !shown);
          }}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            {showMenu ? (
              <path d="M4 4l12 12M16 4L4 16" strokeWidth="2" stroke="currentColor" />
            ) : (
              <path d="M3 5h14M3 10h14M3 15h14" strokeWidth="2" stroke="currentColor" />
            )}
          </svg>
        </button>
        <section className="dumi-default-header-right" id="site-header-menu">
          <nav aria-label={message('site.header.nav')}>
            <Navbar />
          </nav>
          <div className="dumi-default-header-right-aside">
            <SearchBar />
            <LangSwitch />
            <RtlSwitch />
            {themeConfig.prefersColor.switch && <ColorSwitch />}
            {socialIcons.map((item) => (
              <SocialIcon icon={item.icon} link={item.link} key={item.link} />
            ))}
            <HeaderExtra />
          </div>
        </section>
      </div>
    </header>
  );
};

export default Header;
