import { BLAST_LIMITS, BLAST_VARIABLES, blastVariableToken, type BlastConfig, type BlastVariable } from '@socials/domain';

/** The variables as GET /socials/{id}/blast-variables and /blast/configs give them. */
export const blastVariables: BlastVariable[] = BLAST_VARIABLES.map((variable) => ({ ...variable, token: blastVariableToken(variable.name) }));

/** GET /blast/configs with both channels available. */
export const blastConfig: BlastConfig = {
  channels: [
    { channel: 'EMAIL', available: true },
    { channel: 'SMS', available: true },
  ],
  limits: { subjectMax: BLAST_LIMITS.subjectMax, emailBodyMax: BLAST_LIMITS.emailBodyMax, smsBodyMax: BLAST_LIMITS.smsBodyMax },
  variables: blastVariables,
  canAdvanceBlast: false,
};
