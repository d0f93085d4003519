import { Redirect, useParams, useSearch } from 'wouter';
import { redirectTarget } from './model/redirect-target.ts';

/** `/redirect/<path>`: replaces itself with `/<path>`, query kept, so "back" skips it. */
export function RedirectPage() {
  const params = useParams<{ '*': string }>();
  return <Redirect to={redirectTarget(params['*'], useSearch())} replace />;
}
