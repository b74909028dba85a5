import React from 'react';
import ExternalLink from '../../components/ExternalLink';
import useSiteRepository from '../../components/useSiteRepository';

// The repository as the last nav link; external, so it gets the new-tab treatment.
const NavbarExtra = () => {
  const repository = useSiteRepository();
  if (!repository) return null;
  return (
    <li>
      <ExternalLink href={repository.url}>
        {repository.platform === 'github' ? 'GitHub' : 'Repository'}
      </ExternalLink>
    </li>
  );
};

export default NavbarExtra;
