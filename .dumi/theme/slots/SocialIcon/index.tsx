// Why: dumi's icon link is named "github" in every locale; this one by its message.
import React from 'react';
import { ReactComponent as IconGitHub } from '@ant-design/icons-svg/inline-svg/outlined/github.svg';
import { useIntl } from 'dumi';
import DefaultSocialIcon from 'dumi/theme-default/slots/SocialIcon';
import { EXTERNAL_LINK_REL } from '../../../browser/links';

type Props = React.ComponentProps<typeof DefaultSocialIcon>;

const SocialIcon = ({ icon, link }: Props) => {
  const label = useIntl().formatMessage({ id: `header.social.${icon}` });
  // The site links GitHub only; any other network keeps dumi's link.
  if (icon !== 'github') return <DefaultSocialIcon icon={icon} link={link} />;
  return (
    <a
      className="dumi-default-icon"
      href={link}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      aria-label={label}
      data-dumi-tooltip={label}
      data-dumi-tooltip-bottom
    >
      <IconGitHub aria-hidden />
    </a>
  );
};

export default SocialIcon;
