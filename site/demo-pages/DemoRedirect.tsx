import React from 'react';
import { Navigate, useLocation, useParams } from 'dumi';

/** `/_demos/:id` is the old address of a standalone demo: send it on, query string and all. */
const DemoRedirect: React.FC = () => {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={`/~demos/${encodeURIComponent(id)}${search}${hash}`} />;
};

export default DemoRedirect;
