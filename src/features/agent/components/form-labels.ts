/** The agent form's texts (agent.json → form), translated on the server and handed to the island. */
export interface AgentFormLabels {
  title: string;
  username: string;
  password: string;
  captcha: string;
  captchaImage: string;
  refreshCaptcha: string;
  captchaUnavailable: string;
  submit: string;
  busy: string;
  usernameRequired: string;
  passwordRequired: string;
  passkey: string;
  passkeyCancelled: string;
  passkeyFailed: string;
}
