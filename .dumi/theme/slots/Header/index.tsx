import React, { useRef, useState } from 'react';
import { ReactComponent as IconClose } from '@ant-design/icons-svg/inline-svg/outlined/close.svg';
import { ReactComponent as IconMenu } from '@ant-design/icons-svg/inline-svg/outlined/menu.svg';
import { Helmet, useRouteMeta, useSiteData } from 'dumi';
import ColorSwitch from 'dumi/theme/slots/ColorSwitch';
import HeaderExtra from 'dumi/theme/slots/HeaderExtra';
import LangSwitch from 'dumi/theme/slots/LangSwitch';
import Logo from 'dumi/theme/slots/Logo';
import Navbar from 'dumi/theme/slots/Navbar';
import SearchBar from 'dumi/theme/slots/SearchBar';
import SocialIcon from 'dumi/theme/slots/SocialIcon';
import useHydrated from '../../components/useHydrated';
import useMessage from '../../components/useMessage';
import { CONTENT_ID } from '../Content';
import { HERO_ID } from '../Hero';
import './index.less';

type SocialIconName = React.ComponentProps<typeof SocialIcon>['icon'];

// dumi's menu button has no name and its header no landmarks: this one has both, and a skip link.
const Header = () => {
  const { frontmatter } = useRouteMeta();
  const { themeConfig } = useSiteData();
  const message = useMessage();
  const hydrated = useHydrated();
  const [showMenu, setShowMenu] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const title =
    frontmatter.title && frontmatter.title !== themeConfig.name
      ? `${frontmatter.title} – ${themeConfig.name}`
      : frontmatter.title;

  return (
    <header
      className="dumi-default-header"
      data-static={Boolean(frontmatter.hero) || undefined}
      data-mobile-active={showMenu || undefined}
      // A click on the panel or a link closes it; one in the search box leaves it open for typing.
      onClick={(event) => {
        const target = event.target as Element;
        if (target.closest('a') || !target.closest('.dumi-default-search-bar')) setShowMenu(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || !showMenu) return;
        setShowMenu(false);
        menuButton.current?.focus();
      }}
    >
      {title && (
        <Helmet>
          <title>{title}</title>
          <meta property="og:title" content={title} />
        </Helmet>
      )}
      <div className="dumi-default-header-content">
        <a className="site-skip-link" href={`#${frontmatter.hero ? HERO_ID : CONTENT_ID}`}>
          {message('site.header.skip')}
        </a>
        <section className="dumi-default-header-left">
          <Logo />
        </section>
        {/* Before the menu it opens, so that the next Tab goes into it. */}
        <button
          ref={menuButton}
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
          {showMenu ? <IconClose aria-hidden /> : <IconMenu aria-hidden />}
        </button>
        <section className="dumi-default-header-right" id="site-header-menu">
          <nav aria-label={message('site.header.nav')}>
            <Navbar />
          </nav>
          <div className="dumi-default-header-right-aside">
            <SearchBar />
            <LangSwitch />
            {themeConfig.prefersColor.switch && <ColorSwitch />}
            {Object.entries(themeConfig.socialLinks ?? {}).map(([icon, link]) => (
              <SocialIcon key={icon} icon={icon as SocialIconName} link={link as string} />
            ))}
            <HeaderExtra />
          </div>
        </section>
      </div>
    </header>
  );
};

export default Header;
