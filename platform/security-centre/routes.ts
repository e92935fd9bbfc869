/**
 * Security centre calls: the bound mobile number and e-mail, the profile fields, the nickname and messaging ids. Every query is keyed
 * by the session's member id; trial users are refused by the route binder's audience table.
 */
import {
  bindEmailCall,
  bindingsCall,
  bindMobileCall,
  emailBindingCodeCall,
  mobileBindingCodeCall,
} from '../../src/api/calls/security-centre/bindings';
import { contactsCall, updateContactsCall } from '../../src/api/calls/security-centre/contacts';
import { profileCall, updateProfileCall } from '../../src/api/calls/security-centre/profile';
import type { PlatformDeps } from '../deps';
import type { Router } from '../http/route';
import { bind, bindingsOf, emailTarget, mobileTarget, sendBindingCode } from './bindings';
import { contactsOf, updateContacts } from './contacts';
import { profileOf, updateProfile } from './profile';

export function registerSecurityCentreRoutes(router: Router, deps: PlatformDeps): void {
  const { db } = deps;

  router.route(bindingsCall, ({ requireMember }) => bindingsOf(db, requireMember().id));

  router.route(mobileBindingCodeCall, ({ body, merchant, requireMember, clientIp, c }) => {
    const target = mobileTarget(merchant, body.mobileNum, body.countryDialingCode);
    return sendBindingCode(deps, c, merchant, requireMember().id, 'mobile', target, clientIp);
  });

  router.route(bindMobileCall, ({ body, merchant, requireMember }) => {
    const target = mobileTarget(merchant, body.mobileNum, body.countryDialingCode);
    return bind(deps, merchant, requireMember().id, 'mobile', target, body.verificationCode);
  });

  router.route(emailBindingCodeCall, async ({ body, merchant, requireMember, clientIp, c }) => {
    const target = await emailTarget(db, merchant, body.email);
    return sendBindingCode(deps, c, merchant, requireMember().id, 'email', target, clientIp);
  });

  router.route(bindEmailCall, async ({ body, merchant, requireMember }) => {
    const target = await emailTarget(db, merchant, body.email);
    return bind(deps, merchant, requireMember().id, 'email', target, body.verificationCode);
  });

  router.route(profileCall, ({ merchant, requireMember }) => profileOf(db, merchant, requireMember().id));

  router.route(updateProfileCall, ({ body, merchant, requireMember }) =>
    updateProfile(db, merchant, requireMember().id, body, deps.clock()),
  );

  router.route(contactsCall, ({ merchant, requireMember }) => contactsOf(db, merchant, requireMember().id));

  router.route(updateContactsCall, ({ body, merchant, requireMember }) =>
    updateContacts(db, merchant, requireMember().id, body, deps.clock()),
  );
}
