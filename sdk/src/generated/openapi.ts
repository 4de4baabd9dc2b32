/**
 * Types of the Idea Studio API, generated from openapi/idea-studio.yaml by openapi-typescript.
 * DO NOT EDIT: change the contract and run `npm run generate` instead.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/checklogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the current session and answer the user data */
        post: operations["checkLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * First login step — checks e-mail and password and mails a 6-digit code
         * @description The right password of an account whose e-mail address is not confirmed yet answers 403 `confirmEmail`
         *     and mails no code; `resendConfirmation` sends the confirmation link again. A wrong password or an
         *     unknown address answers 401 `invalidCredentials` either way.
         */
        post: operations["loginUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Second login step — checks the code and starts the session
         * @description Sets the `idea_usersession` and `XSRF-TOKEN` cookies and answers the user data, whose `token` field is
         *     a bearer token for API clients. A verifyId expires after 10 minutes and dies after 5 wrong codes.
         */
        post: operations["verifyLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/autologin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a user id and API key, or with the browser's remember cookie (no second factor) */
        post: operations["autoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/autologin/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop auto-login on this browser (its remember cookie ends); the session goes on
         * @description Privacy Preferences' "clear" button: the `idea_remember` cookie the browser sends is deleted on the server
         *     and cleared. Nothing happens without one. The cookie is SameSite=Strict, so no other site can send it.
         */
        post: operations["forgetBrowser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/new2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a fresh login code for the open login of this e-mail */
        post: operations["requestNewLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The spec's form of logoutUser, with the same checks
         * @description Kept for clients of spec part 1. A cookie session ends only with the X-XSRF-TOKEN header (else 403 `xsrf`),
         *     so a link or an image on another site logs nobody out; a bearer session ends as with POST.
         */
        get: operations["logoutUserGet"];
        put?: never;
        /**
         * End the current session on the server and clear the cookies
         * @description A POST, so no page of another site can log a user out with a link; a cookie session also sends the
         *     X-XSRF-TOKEN header (else 403 `xsrf`). The session ends and this browser is no longer remembered for
         *     auto-login (its `idea_remember` cookie is cleared). API keys stay valid until the user revokes them
         *     (revokeApiKeys), so a logout in the browser never stops a script that logs in with a key.
         */
        post: operations["logoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/apikeys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke every API key of the user (scripts, the CLI); sessions and remembered browsers go on */
        post: operations["revokeApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and mail the confirmation link
         * @description The answer is the same whether or not the address already has an account, so registration does not
         *     reveal which addresses exist; an existing account's owner gets a mail instead.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/promotion/{promotionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promotionId: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        /** Check a promotion */
        get: operations["checkPromotion"];
        put?: never;
        /** Register through a promotion */
        post: operations["registerPromotionUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/confirm/{confirmId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail address (single use) */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resendconfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail the confirmation link again
         * @description Answers the same for unknown, confirmed and unconfirmed addresses; only an account that still waits for
         *     its confirmation gets a mail with a fresh link. Rate limited per IP and per address.
         */
        post: operations["resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/setnewpw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset id and log in
         * @description Accepts `resetId` or `resetid`. Ends the user's other sessions.
         */
        post: operations["setNewPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/pwforgotten": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password-reset link
         * @description Answers `true` whether or not the address has an account.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the profile fields */
        post: operations["updateUserData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's avatar image */
        get: operations["getUserAvatar"];
        put?: never;
        /** Upload the cropped avatar (multipart field `avatar`) */
        post: operations["uploadUserAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the company profile */
        post: operations["updateCompanyMetadata"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        /** The project's team members */
        get: operations["listProjectMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                userId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the project (never yourself) */
        delete: operations["removeProjectMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The projects the user belongs to — their own and those joined by invitation
         * @description Own projects first (the default project first), then joined projects in the order they were joined.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        /**
         * Every round of the project (all members' rounds), for its members
         * @description The latest updated first. Anyone who is not a member gets 404, exactly as for a project that does not exist.
         */
        get: operations["listProjectTracks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        /** The project's pending invitations (not accepted, revoked or expired), for its members */
        get: operations["listProjectInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail to join the project (owner only)
         * @description Mails a link `{APP_URL}/invite/{token}` in the inviter's language; it works once, for the account with the
         *     invited address, within 7 days. A pending invitation to the same address is replaced (its link stops
         *     working). Members get 403 `notOwner`, anyone else 404. An address that is already a member gets 409
         *     `alreadyMember`. Each user sends at most `INVITE_MAIL_DAILY_MAX` invitations a day (429).
         */
        post: operations["createProjectInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                invitationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation (owner only); its link stops working at once */
        delete: operations["revokeProjectInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation link offers (before logging in or registering)
         * @description Answers the project, the inviter and the invited address, so the invitee registers or logs in with the
         *     right account. The token travels in the body, never in a URL the server logs.
         */
        post: operations["previewInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the project of an invitation
         * @description The logged-in user's e-mail must be the invited address (compared without case), else 403
         *     `wrongAccount`. An unknown or revoked invitation is 404 `invitationNotFound`; an expired one 410
         *     `invitationExpired`, a used one 410 `invitationUsed`. A user who is already a member keeps their role.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to a project's knowledge hub (multipart)
         * @description RAGFILE: at most 2,000,000 bytes; PITCHDECK: at most 5,000,000 bytes, default project only. PDF, plain
         *     text and docx only, judged by the file's bytes. A name already in the hub is refused (409).
         */
        post: operations["uploadHubFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/pdfextract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extract the text of a PDF, page by page (multipart field `file`) */
        post: operations["extractPdfText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/allowedfiletypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The file types and size limits of the knowledge hub */
        get: operations["listAllowedFileTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hub id (the project id) for GET, the file id for DELETE. */
                id: string;
            };
            cookie?: never;
        };
        /** The files of a project's knowledge hub (hubId is the project id) */
        get: operations["listHubFiles"];
        put?: never;
        post?: never;
        /** Delete a knowledge hub file */
        delete: operations["deleteHubFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/tracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tracks with their streams */
        get: operations["listTracks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stream categories (tags as a JSON string of tag ids) */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/data/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/data/taggroups.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tag groups */
        get: operations["listTagGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/data/industry.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Industries with English and German labels */
        get: operations["listIndustries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/data/intentionroles.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Intention roles */
        get: operations["listIntentionRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/data/license.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licence types */
        get: operations["listLicenseTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/data/roles.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles (clients keep those of type USER) */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/data/languages.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System languages */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/usertracks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user's tracks (rounds), newest first */
        get: operations["listUserTracks"];
        /** Record the round's current stream and step and its finished flag */
        put: operations["saveTrackProgress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/usertracks/finished": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the round finished */
        put: operations["finishUserTrack"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/starttrack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a new round of a track in the user's own project */
        post: operations["startTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/trackname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a round */
        put: operations["renameTrack"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/deletetrack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a round with its inputs, step results, result files and chat memory */
        post: operations["deleteTrack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streams/steps/{streamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The steps of a stream, in order */
        get: operations["listStreamSteps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The round's track data with its streams, step results and result files */
        get: operations["getTrackData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/inputs/{stepId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                stepId: components["parameters"]["StepId"];
            };
            cookie?: never;
        };
        /** Load the user's input of a step in a round */
        get: operations["getUserInput"];
        /** Save the user's input of a step in a round */
        put: operations["saveUserInput"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the result of a step; an existing result of the step is replaced */
        post: operations["addStepResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/results/by-file/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the step result that belongs to a result file */
        delete: operations["deleteResultData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/pins/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export the round's feedback pins as whiteboard text (pipe-separated rows) */
        post: operations["exportPins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/pins.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The round's feedback pins as a CSV file any whiteboard or spreadsheet tool can import */
        get: operations["downloadPinsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the round's project page is public, and its link */
        get: operations["getProjectPageShare"];
        /** Make the round's project page public (the share action) or private again; only the round's owner */
        put: operations["setProjectPageShared"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/share/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the project page link to comma-separated addresses (the page becomes public); names the sender */
        post: operations["sendProjectPageLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/verdict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GO, PIVOT or NO-GO for the round's idea, from the evidence gathered, with three next experiments */
        get: operations["getVerdict"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sign-ups of the round's published landing page, newest first (only the round's owner) */
        get: operations["listLandingSignups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        /** The round's real interview records and what the assistant took from them (only the round's owner) */
        get: operations["listInterviews"];
        put?: never;
        /** Record a real conversation (notes pasted, or a text or docx file); the assistant reads the notes */
        post: operations["createInterview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/interviews/{interviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                interviewId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an interview record */
        delete: operations["deleteInterview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projectpage/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The read-only project page of a round; public once its owner shared it, else only for the owner */
        get: operations["getProjectPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/report-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything a report of the round draws on (results and pins per agent) */
        get: operations["getReportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{roundId}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a user action of the round (Start Track, Next, Back, Save Result, …) */
        post: operations["recordReportAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/trackresult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a step's result data as a PDF result file */
        post: operations["createResultFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/trackresult/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The round's result files */
        get: operations["listResultFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/knowledgehub/trackresult/{roundId}/{fileId}/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                fileId: components["parameters"]["FileId"];
                fileName: string;
            };
            cookie?: never;
        };
        /** Download a result file (its creator or the project owner only) */
        get: operations["downloadResultFile"];
        put?: never;
        post?: never;
        /** Delete a result file (its creator or the project owner only) */
        delete: operations["deleteResultFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to an agent; one thread per conversation is kept on the server */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/threads/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget a chat thread and its history */
        delete: operations["resetChat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/feedbackcard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mentor feedback-card conversation: the mentor answers, suggests replies and proposes pins; an empty message (re)starts it */
        post: operations["sendFeedbackCardMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The assistant, the mentors and the synthetic user */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/airesponse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The AI's structured answer for a step (by prompt type) */
        post: operations["createStepAiResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/ideaframe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How the assistant reads a founder's idea (the idea frame), without starting or changing a round
         * @description The reading behind "How we read your idea" and `idea-studio idea read`: each slot is a span of the founder's
         *     own words, or empty when the idea does not say it. The offline assistant and a configured model give the same
         *     shape; a model's slot that is not a span of the text is dropped, never kept. The reading is stored only when
         *     a client saves it as the Basic Idea's input.
         */
        post: operations["readIdeaFrame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/standalone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A standalone AI task by prompt id (paper summary, product ideas, landing page data) */
        post: operations["createStandaloneAiResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/clean-airesponse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A plain-text AI answer by prompt id (e.g. EXPORT_MIRO, OPTIMIZE-MISSION) */
        post: operations["createCleanAiResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/report-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports that can be generated */
        get: operations["listReportOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aiservice/closingoptions/{streamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The downloadable outputs of a stream's closing view */
        get: operations["listClosingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userlp_easy2/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the account for an external hosted landing page */
        post: operations["createLandingPageAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userlp_easy2/landingPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the hosted landing page of the account created before (of projectId, else the latest account) */
        post: operations["createExternalLandingPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userlp_easy2/config/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configuration of a landing page */
        get: operations["getLandingPageConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userlp_easy2/internlp/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The internal landing page data of a round (the project page id) */
        get: operations["getInternalLandingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Id: string;
        /**
         * @description 0 or 1.
         * @enum {integer}
         */
        Flag: 0 | 1;
        /**
         * Format: date-time
         * @description ISO 8601 date-time.
         */
        Timestamp: string;
        /** @enum {string} */
        Lang: "en" | "de";
        /** Format: email */
        Email: string;
        Message: {
            headline: string;
            text: string;
        };
        ErrorEnvelope: {
            msg: components["schemas"]["Message"];
            /** @description Machine-readable error code, e.g. validation, notLoggedIn, confirmEmail, notFound. */
            code: string;
        };
        EmptyBody: Record<string, never>;
        SuccessResponse: {
            success: boolean;
        };
        MessageResponse: {
            msg: components["schemas"]["Message"];
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            version: string;
            /** @enum {string} */
            database: "sqlite" | "postgres";
            ai: components["schemas"]["AiProviderName"];
            /** @enum {string} */
            mail: "outbox" | "smtp";
            /**
             * @description Where rate limits are counted - in this process, or in Redis (REDIS_URL), shared by every app server.
             * @enum {string}
             */
            limits: "memory" | "redis";
            time: components["schemas"]["Timestamp"];
        };
        LoginRequest: {
            email: components["schemas"]["Email"];
            password: string;
        };
        LoginResponse: {
            verifyId: string;
            msg?: components["schemas"]["Message"];
        };
        VerifyRequest: {
            verifyId: string;
            verifyCode: string;
        };
        /**
         * @description A user id with an API key (scripts, the CLI), or an empty object: a browser then sends the httpOnly
         *     `idea_remember` cookie that verifyLogin and setNewPassword set (path /api/auth, SameSite=Strict). That token
         *     works once; the answer sets its successor with the same absolute expiry (30 days after the login). A token
         *     used twice (after 30 seconds) forgets every remembered browser of the user.
         */
        AutoLoginRequest: {
            userId: components["schemas"]["Id"];
            apiKey: string;
        } | Record<string, never>;
        NewCodeRequest: {
            email: components["schemas"]["Email"];
            verifyId?: string;
        };
        EmailRequest: {
            email: components["schemas"]["Email"];
        };
        /** @description At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character (ASCII punctuation). */
        NewPassword: string;
        RegisterRequest: {
            email: components["schemas"]["Email"];
            password: components["schemas"]["NewPassword"];
            lang?: components["schemas"]["Lang"];
            /** @description Data of the promotion the user registers through. */
            promotionData?: {
                [key: string]: unknown;
            };
        };
        RegisterResponse: {
            msg: components["schemas"]["Message"];
            /** @description The same whether or not the address already had an account. */
            userdata: {
                email: string;
                lang: components["schemas"]["Lang"];
                /** @enum {string} */
                status: "CONFIRM";
            };
        };
        ConfirmRequest: {
            confirmId?: string;
        };
        /** @description The reset id as `resetId`, or as `resetid` (the spec's second variant). */
        SetNewPasswordRequest: {
            resetId: string;
            password: components["schemas"]["NewPassword"];
        } | {
            resetid: string;
            password: components["schemas"]["NewPassword"];
        };
        PromotionCheck: {
            skipRegistration: components["schemas"]["Flag"];
            /** @enum {string|null} */
            targetType: "TRACK" | null;
            targetId: string | null;
            promotionData?: {
                [key: string]: unknown;
            };
        };
        UserDataResponse: {
            userdata: components["schemas"]["User"];
            msg?: components["schemas"]["Message"];
        };
        User: {
            id: components["schemas"]["Id"];
            prename?: string | null;
            lastname?: string | null;
            email: string;
            lang: components["schemas"]["Lang"];
            avatar: components["schemas"]["Flag"];
            /** @description Timestamp of the last avatar upload, used as `r` in getUserAvatar. */
            refreshtoken?: number | null;
            /** @enum {string} */
            status: "ACTIVE" | "CONFIRM";
            intentionRoleId?: number | null;
            /** @description For autoLogin. */
            apiKey: string;
            /** @description Bearer token of this session, for API clients. */
            token?: string;
            companyData: components["schemas"]["CompanyData"];
            licenseData: components["schemas"]["LicenseEntry"][];
            licenseMembers: components["schemas"]["LicenseMember"][];
            projectData: {
                own: components["schemas"]["Project"][];
            };
            ragFiles: {
                projectId: components["schemas"]["Id"];
                files: components["schemas"]["HubFile"][];
            }[];
        };
        Project: {
            projectId: components["schemas"]["Id"];
            name: string;
            sysDefault: components["schemas"]["Flag"];
            ownerId?: components["schemas"]["Id"];
        };
        CompanyData: {
            name: string | null;
            /** @description An id of the industry list. */
            industry: number | null;
            mission: string | null;
            webpage: string | null;
            pitchDeck?: components["schemas"]["HubFile"] | null;
        };
        LicenseEntry: {
            userId: components["schemas"]["Id"];
            licenseTypeId: number;
            maxRoleLevel: number;
        };
        LicenseMember: {
            userId: components["schemas"]["Id"];
            prename?: string | null;
            lastname?: string | null;
            email: string;
            licenseTypeId: number;
            role: string;
            avatar?: components["schemas"]["Flag"];
            refreshtoken?: number | null;
        };
        UserDataUpdate: {
            prename?: string | null;
            lastname?: string | null;
            intentionRoleId?: number | null;
            lang?: components["schemas"]["Lang"];
        };
        AvatarUploadResponse: {
            success: boolean;
            refreshtoken: number;
        };
        CompanyMetadataUpdate: {
            name: string;
            industryId: number;
            mission: string;
            /** @description Empty, or an address starting with http:// or https:// (the SDK's isValidUrl; stored trimmed). */
            webpage?: string | null;
        };
        CompanyUpdateResponse: {
            success: boolean;
            companyData: components["schemas"]["CompanyData"];
        };
        TeamMember: {
            userId: components["schemas"]["Id"];
            prename?: string | null;
            lastname?: string | null;
            email: string;
            avatar?: components["schemas"]["Flag"];
            refreshtoken?: number | null;
            role?: string;
            isCurrentUser: boolean;
        };
        /**
         * @description The role an invitation gives (the USER roles of roles.json below Owner; both see and use the project's rounds and knowledge hub).
         * @enum {string}
         */
        TeamRole: "Member" | "Editor";
        TeamProject: {
            projectId: components["schemas"]["Id"];
            name: string;
            sysDefault: components["schemas"]["Flag"];
            /** @description The user's role in the project: Owner, Member or Editor. */
            role: string;
            isOwner: boolean;
            owner: components["schemas"]["TeamProjectOwner"];
            /** @description The owner's startup name. */
            companyName?: string | null;
        };
        TeamProjectOwner: {
            userId: components["schemas"]["Id"];
            prename?: string | null;
            lastname?: string | null;
            email: string;
        };
        InvitationRequest: {
            email: components["schemas"]["Email"];
            role?: components["schemas"]["TeamRole"];
        };
        ProjectInvitation: {
            invitationId: components["schemas"]["Id"];
            projectId: components["schemas"]["Id"];
            /** @description The invited address (trimmed and lower-cased, as account addresses are). */
            email: string;
            role: components["schemas"]["TeamRole"];
            dateCreated: components["schemas"]["Timestamp"];
            expiresAt: components["schemas"]["Timestamp"];
        };
        InvitationToken: {
            /** @description The last part of the invitation link. */
            token: string;
        };
        InvitationPreview: {
            /** @description The invited address; only this account can accept. */
            email: string;
            projectName: string;
            companyName?: string | null;
            inviter: components["schemas"]["TeamProjectOwner"];
            role: components["schemas"]["TeamRole"];
            expiresAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        HubFileType: "RAGFILE" | "PITCHDECK";
        HubFile: {
            fileId: components["schemas"]["Id"];
            name: string;
            /** @description Bytes. */
            size: number;
            fileType: components["schemas"]["HubFileType"];
            /** @description MIME type judged from the bytes. */
            type: string;
            projectId?: components["schemas"]["Id"];
            dateCreated?: components["schemas"]["Timestamp"];
        };
        PdfExtract: {
            /** @description The text of each page, in order. */
            pages: string[];
            title?: string | null;
            author?: string | null;
        };
        AllowedFileTypes: {
            types: {
                mime: string;
                extension: string;
            }[];
            maxSize: {
                RAGFILE: number;
                PITCHDECK: number;
            };
        };
        Industry: {
            id: number;
            name_en: string;
            name_de: string;
        };
        Language: {
            id: components["schemas"]["Lang"];
            name_en: string;
            name_de: string;
        };
        IntentionRole: {
            id: number;
            name_en: string;
            name_de: string;
        };
        LicenseType: {
            id: number;
            name_en: string;
            name_de: string;
            seats: number;
            description_en?: string;
            description_de?: string;
        };
        Role: {
            id: number;
            name: string;
            level: number;
            /** @enum {string} */
            type: "USER" | "ADMIN" | "SYSTEM";
        };
        TagGroup: {
            id: number;
            name_en: string;
            name_de: string;
        };
        Tag: {
            id: number;
            groupId: number;
            name_en: string;
            name_de: string;
        };
        Category: {
            id: number;
            name_en: string;
            name_de: string;
            description_en?: string;
            description_de?: string;
            /** @description A JSON string: the list of tag ids. */
            tags: string;
        };
        Track: {
            id: components["schemas"]["Id"];
            name_en: string;
            name_de: string;
            description_en?: string;
            description_de?: string;
            streams: components["schemas"]["TrackStream"][];
        };
        TrackStream: {
            id: components["schemas"]["Id"];
            name_en: string;
            name_de: string;
            description_en?: string;
            description_de?: string;
            categoryId?: number;
            orderNr: number;
            stepCount: number;
        };
        /** @enum {string} */
        StepType: "basicIdea" | "userTinder" | "insightMapping" | "problemShadowing" | "expertChat" | "feedbackCard";
        Step: {
            id: components["schemas"]["Id"];
            streamId: components["schemas"]["Id"];
            name_en: string;
            name_de: string;
            type: components["schemas"]["StepType"];
            orderNr: number;
            /** @description Words the step's text inputs need at least. */
            minWords: number;
            /** @enum {string|null} */
            instructions: "basicIdea" | "userTinder" | "problemShadowing" | "feedbackCard" | null;
        };
        UserTrack: {
            trackId: components["schemas"]["Id"];
            roundId: components["schemas"]["Id"];
            projectId: components["schemas"]["Id"];
            name: string;
            finished: components["schemas"]["Flag"];
            lastStreamId: string | null;
            lastStepId: string | null;
            results: components["schemas"]["TrackResultsEntry"][];
            isVariant: components["schemas"]["Flag"];
            protected: components["schemas"]["Flag"];
            userId: components["schemas"]["Id"];
            fileCount?: number;
            dateCreated: components["schemas"]["Timestamp"];
            dateUpdated: components["schemas"]["Timestamp"];
        };
        TrackResultsEntry: {
            streamId: components["schemas"]["Id"];
            stepResults: components["schemas"]["StepResult"][];
        };
        StepResult: {
            stepId: components["schemas"]["Id"];
            streamId?: components["schemas"]["Id"];
            prevStepIndex?: number | null;
            stepIndex: number;
            /** @description The step type name. */
            name: string;
            /** @description The step's result data (any JSON). */
            result: unknown;
            finished: components["schemas"]["Flag"];
            fileId: string | null;
            dateCreated?: components["schemas"]["Timestamp"];
            /** @description The result was written from an earlier reading of the idea: the round's idea frame (the Basic Idea's saved slots) reads differently now than when the result was saved. Only the slots' words count, not who wrote them (confirming a reading changes nothing). False when the result was saved before the idea was read, when the round has no frame, and in the answer to the save itself. The server always says it; a client reads a missing value as false. */
            writtenFromEarlierFrame?: boolean;
        };
        RoundRef: {
            roundId: components["schemas"]["Id"];
        };
        TrackProgressUpdate: {
            streamId: components["schemas"]["Id"];
            stepId: components["schemas"]["Id"];
            roundId: components["schemas"]["Id"];
            finished: components["schemas"]["Flag"];
            /** @description Optional progress payload kept with the round. */
            result?: unknown;
            stepIndex?: number;
        };
        StartTrackRequest: {
            trackId: components["schemas"]["Id"];
            streamId: components["schemas"]["Id"];
            stepId: components["schemas"]["Id"];
            projectId: components["schemas"]["Id"];
            name: components["schemas"]["TrackName"];
        };
        StartTrackResponse: {
            roundId: components["schemas"]["Id"];
            track: components["schemas"]["UserTrack"];
        };
        RenameTrackRequest: {
            roundId: components["schemas"]["Id"];
            name: components["schemas"]["TrackName"];
        };
        /** @description The name of a round (the SDK's MAX_TRACK_NAME_LENGTH); stored trimmed, so it needs a visible character. */
        TrackName: string;
        TrackData: {
            /** @description The track id. */
            id: components["schemas"]["Id"];
            roundId: components["schemas"]["Id"];
            name?: string;
            finished: components["schemas"]["Flag"];
            /** @description True when the caller is the round's user and may change it; false for a member of its project, who sees the round but changes nothing (every write answers 404). */
            editable: boolean;
            lastStreamId?: string | null;
            lastStepId?: string | null;
            streams: {
                id: components["schemas"]["Id"];
                steps: components["schemas"]["Step"][];
                results: components["schemas"]["StepResult"][];
            }[];
            files: components["schemas"]["ResultFile"][];
        };
        UserInput: {
            roundId: components["schemas"]["Id"];
            stepId: components["schemas"]["Id"];
            /** @description The step's saved input (any JSON), null when none. */
            content: unknown;
            /** Format: date-time */
            dateUpdated?: string | null;
        };
        UserInputUpdate: {
            /** @description The step's input (any JSON). */
            content: unknown;
        };
        StepResultCreate: {
            streamId: components["schemas"]["Id"];
            stepId: components["schemas"]["Id"];
            /** @description The step type name. */
            name: string;
            /** @description The step's result data. A result of a step of the track must match the schema StepResultByType gives for the step's type (else 400, naming the rule that failed); the reports stream takes a Report, the BusinessModelCanvas or the LandingPageData. */
            result: unknown;
            stepIndex: number;
            fileId?: string | null;
        };
        /** @description A pin of the feedback card. Its topic, content and mentor (agentId) are not blank (the SDK's isValidFeedbackCard, checked again by the server). */
        FeedbackPin: {
            /** @description Not blank. */
            topic: string;
            /** @description Not blank. */
            content: string;
            /** @description The mentor who gave the pin; not blank. */
            agentId: string;
            agentName?: string;
            mainTag?: string;
            session?: string;
            dateCreated?: string;
            dateEdited?: string | null;
            prio: boolean;
            /** @enum {string} */
            source: "SIMPLE-CHAT" | "MANUALLY-ADDED";
            origin?: components["schemas"]["AiOrigin"];
            evidence?: components["schemas"]["AiCitedSource"];
            author?: components["schemas"]["Author"];
        };
        PinExport: {
            /** @description One row per pin, prioritised first: | agent | topic | content | label |, the label saying who wrote the pin or where its claim comes from (entered by you only for the founder's own pin). */
            text: string;
            pinCount: number;
        };
        ReportData: {
            roundId: components["schemas"]["Id"];
            results: components["schemas"]["StepResult"][];
            agents: {
                agentId: string;
                pins: components["schemas"]["FeedbackPin"][];
                changeEvents: number;
                hasReport: boolean;
            }[];
        };
        ReportActionCreate: {
            /** @description e.g. Start Track, Next, Back, Save Result. */
            action: string;
            streamId?: string;
            stepId?: string;
        };
        ResultFile: {
            id: components["schemas"]["Id"];
            fileId: components["schemas"]["Id"];
            fileName: string;
            /** @description Bytes. */
            fileSize: number;
            dateCreated: components["schemas"]["Timestamp"];
            /** @description Lower-case with underscores; outputs start with output_. */
            fileType: string;
            currentStepNr: number;
            stepId: string;
            roundId: components["schemas"]["Id"];
            userId: components["schemas"]["Id"];
            projectOwnerId: components["schemas"]["Id"];
        };
        ResultFileCreate: {
            roundId: components["schemas"]["Id"];
            /** @description The file's title. */
            name: string;
            /** @description The result data to lay out in the PDF (any JSON). */
            data: unknown;
            /** @description The step type name; stored lower-case with underscores. */
            type: string;
            projectId: components["schemas"]["Id"];
            currentStepNr: number;
            /** @description `closing-stream` for final outputs. */
            stepId: string;
            /** @description An output file of the closing view (type gets the output_ prefix). */
            output?: boolean;
            /** @description The closing option the output is made for (closing-stream only); the server checks that the round has the results it requires. */
            closingOptionId?: string;
        };
        ResultFileCreated: {
            filedata: {
                id: components["schemas"]["Id"];
                /** @description The file name, e.g. "My idea.pdf" (spelling as the spec has it). */
                identifer: string;
                file?: components["schemas"]["ResultFile"];
            };
        };
        ChatRequest: {
            agentId: string;
            /** @description A prompt or model id, e.g. HOMECHAT, OPTIMIZE-MISSION, Basic Idea. */
            modelId: string;
            userText: string;
            threadId?: string | null;
            roundId?: string;
            stepId?: string;
        };
        ChatReply: {
            threadId: string;
            /** @description The reply: a ChatMessage for a chat prompt, the text for a plain-text prompt (e.g. OPTIMIZE-MISSION). */
            message: components["schemas"]["ChatMessage"] | components["schemas"]["AiText"];
            provider: components["schemas"]["AiProviderName"];
        };
        FeedbackCardRequest: {
            agentId: string;
            message: string;
            threadId?: string | null;
            roundId: components["schemas"]["Id"];
            webSearch?: boolean;
            /** @description Who wrote the message (default founder). A message that repeats a reply the mentor offered is at most ai-accepted; pins the mentor takes from a message that is not the founder's are AI-inferred. */
            author?: components["schemas"]["Author"];
        };
        FeedbackCardReply: {
            threadId: string;
            agentId: string;
            message: components["schemas"]["FeedbackCardMessage"];
            provider: components["schemas"]["AiProviderName"];
            /** @description Knowledge hub files or web pages the answer drew on. */
            sources?: components["schemas"]["AiAnswerSource"][];
        };
        Agent: {
            id: string;
            name: string;
            desc: string;
            image: string;
            mainTag: string;
            webSearch: boolean;
            webSearchId?: string | null;
            neededDataId: {
                id: string;
                name: string;
            }[];
        };
        /** @enum {string} */
        PromptType: "INITIALIZE_STEP_PROMPT" | "STEP_PROMPT" | "FILL_OUT_ALL_PROMPT" | "CLOSING_STEP_PROMPT" | "TAVILY_WEB_SEARCH" | "WEB_ANALYSIS_COMPETITION" | "WEB_ANALYSIS_MARKET";
        AiStepRequest: {
            streamId: components["schemas"]["Id"];
            stepId: components["schemas"]["Id"];
            /** @description The user's input for the prompt (text or JSON): at most 50,000 characters of text (JSON counts by its strings, keys and values), else 413. */
            content: unknown;
            promptType: components["schemas"]["PromptType"];
            stepPromptNumber?: number;
            roundId: components["schemas"]["Id"];
        };
        AiStepResponse: {
            promptResult: components["schemas"]["StepPromptResult"];
            provider: components["schemas"]["AiProviderName"];
            /** @description Knowledge hub files or web pages the answer drew on. */
            sources?: components["schemas"]["AiAnswerSource"][];
        };
        /**
         * @description The shape of the business: service_visit (a service done where the customer is), repair (of a thing the customer owns), rental, subscription_box, software_b2b, software_b2c, marketplace (people sell to people, the platform takes a cut), swap_or_sharing, club_or_membership, education, food, physical_product, health_care, platform_matching (the platform matches two sides, e.g. helpers and the people who need them), other.
         * @enum {string}
         */
        IdeaShape: "service_visit" | "repair" | "rental" | "subscription_box" | "software_b2b" | "software_b2c" | "marketplace" | "swap_or_sharing" | "club_or_membership" | "education" | "food" | "physical_product" | "health_care" | "platform_matching" | "other";
        /**
         * @description How the price is charged, only as the founder said it: subscription, per_use, per_seat, commission, one_off, membership, free, rent; null when the idea names no price.
         * @enum {string|null}
         */
        IdeaPriceKind: "subscription" | "per_use" | "per_seat" | "commission" | "one_off" | "membership" | "free" | "rent" | null;
        /** @description The idea as the founder wrote it, slot by slot. Every text is copied word for word from the founder's idea; a slot the idea does not fill is null (or an empty list). Never invent or rephrase a value. */
        IdeaFrame: {
            /** @description What is sold or done, copied from the idea: "Repairing broken washing machines". */
            offer: string | null;
            /** @description Who has the problem or pays, copied from the idea ("landlords of student flats"); null when the idea names nobody. */
            people: string | null;
            /** @description Where or when, copied from the idea ("around Leeds", "at night"); null when not said. */
            setting: string | null;
            /** @description The price as the idea says it ("£45 flat call-out fee", "we take 10%"); null when not said. */
            price: string | null;
            priceKind: components["schemas"]["IdeaPriceKind"];
            /** @description Partners or intermediaries the idea names (also an institution that pays but does not use it), each copied from the idea. */
            partners: string[];
            /** @description The channels the idea names, by which customers find, book or get it ("Instagram", "phone"), each copied from the idea. */
            channels: string[];
            shape: components["schemas"]["IdeaShape"];
            /** @description The product's own name when the idea or its title gives one ("Plantly"), else null. */
            name?: string | null;
        };
        IdeaFrameRequest: {
            /** @description The idea in the founder's words (the one-liner, or the Basic Idea sections joined). */
            text: string;
            /** @description The track's title: it may name the product, but it is never the problem or the people. */
            title?: string | null;
            /**
             * @description The language of the idea; default the user's language.
             * @enum {string}
             */
            lang?: "en" | "de";
        };
        IdeaFrameResponse: {
            frame: components["schemas"]["IdeaFrame"];
            provider: components["schemas"]["AiProviderName"];
        };
        StandaloneRequest: {
            promptId: string;
            /** @description Text, or any JSON (serialised before prompting): at most 50,000 characters of text, a paper to summarise (SUMMARIZE_DOCUMENT_UPLOAD) 300,000, else 413. */
            userInput: unknown;
            roundId?: string | null;
        };
        CleanAiRequest: {
            /** @description Text or any JSON: at most 50,000 characters of text, else 413. */
            content: unknown;
            promptId: string;
        };
        PromptResultResponse: {
            promptResult: components["schemas"]["StandalonePromptResult"];
            provider: components["schemas"]["AiProviderName"];
        };
        ReportOption: {
            id: string;
            name: string;
            agentId: string;
            promptId: string;
            description?: string;
        };
        ClosingOption: {
            streamId: string;
            name: string;
            /** @description The prompt type or id that produces it. */
            type: string;
            id: string;
            /** @enum {string} */
            outputType: "PDF" | "MIRO";
            orderNr: number;
            /** @description The steps whose results the output draws on (part 2 §5); without them: One of the required steps is missing. */
            requires: components["schemas"]["StepType"][];
        };
        /**
         * @description Which AI provider answered.
         * @enum {string}
         */
        AiProviderName: "offline" | "openai";
        /**
         * @description Who wrote a founder-side text; the server keeps it with the text. founder: typed or edited by the founder; ai-accepted: an AI suggestion the founder accepted unchanged; ai: filled by Autofill, Autofill all, Answer for me or the CLI's --autofill. A text without an author was entered before authorship was recorded and counts as the AI's. The server never keeps founder for a text the AI generated for the round: such a claim becomes ai-accepted.
         * @enum {string}
         */
        Author: "founder" | "ai-accepted" | "ai";
        /**
         * @description Where the item comes from: ai (your own reasoning), document (a knowledge-hub passage), web (a web search result), user (the user's own words).
         * @enum {string}
         */
        AiOrigin: "ai" | "document" | "web" | "user";
        /** @description The file name of the cited document or the URL of the web page. */
        AiCitedSource: string | null;
        /** @description A knowledge-hub file or web page an answer drew on. */
        AiAnswerSource: {
            origin: components["schemas"]["AiOrigin"];
            name: string;
            url: string | null;
        };
        /** @description A plain-text answer (e.g. OPTIMIZE-MISSION, EXPORT_MIRO). */
        AiText: string;
        ChatSuggestion: {
            text: string;
        };
        /** @description The reply of a chat prompt. */
        ChatMessage: {
            /** @description What the assistant says; short paragraphs separated by blank lines are fine. */
            answer: string;
            /** @description One follow-up question to the user, or an empty string. */
            dialogMessage: string;
            /** @description Up to eight clickable suggestions: complete sentences the user could adopt as they are. */
            formTransfer: components["schemas"]["ChatSuggestion"][];
            /** @description true when suggesting to upload a paper or study. */
            upload: boolean;
            /** @description true when offering to fill all sections of the step. */
            fill_all: boolean;
            /** @description The context label this answer belongs to, e.g. 'Basic Idea problem'. */
            context_id: string;
        };
        /** @description A feedback pin as a mentor proposes it: a short topic, the feedback itself and where it comes from (document: the file name; web: the page's URL). */
        PinDraft: {
            topic: string;
            content: string;
            origin: components["schemas"]["AiOrigin"];
            source: components["schemas"]["AiCitedSource"];
            /** @description Set by the server in the reply, whatever a model wrote: founder only for the founder's own claim (origin user) from a message the founder wrote; ai-accepted for a mentor's pin in reply to the founder; ai in reply to a message the AI filled in. */
            author?: components["schemas"]["Author"];
        };
        /** @description A mentor's turn on the Feedback Card (part 2 §7.1): what the mentor says, one follow-up question, replies the founder could send (formTransfer) and the pins of feedback it proposes. */
        FeedbackCardMessage: {
            answer: string;
            /** @description One follow-up question to the founder, or an empty string. */
            dialogMessage: string;
            formTransfer: components["schemas"]["ChatSuggestion"][];
            pins: components["schemas"]["PinDraft"][];
        };
        /** @description The opening chat message of a step (INITIALIZE_STEP_PROMPT). */
        ChatMessageAnswer: components["schemas"]["ChatMessage"][];
        /** @description An exchange of the chat as the web keeps it in localStorage communicationHistory (part 2 §3 AI chat entry): the user's question (empty for openings) and the reply. */
        AiChatEntry: {
            /** @description The answer's timestamp (milliseconds), unique within a conversation. */
            id: number;
            question: string;
            answer: string;
            dialogMessage: string;
            formTransfer: components["schemas"]["ChatSuggestion"][];
            upload: boolean;
            fill_all: boolean;
            context_id: string;
            /** @description The agent who answered. */
            agentId?: string;
            provider?: components["schemas"]["AiProviderName"];
        };
        /** @description A suggestion for a section of a step, with where it comes from. */
        AiSuggestion: {
            text: string;
            origin?: components["schemas"]["AiOrigin"];
            source?: components["schemas"]["AiCitedSource"];
        };
        /** @description The suggestions for one section of the Basic Idea step (STEP_PROMPT). */
        AiSuggestionList: components["schemas"]["AiSuggestion"][];
        /** @description An entry of a step's saved input (part 2 §3): its type (PROBLEM, TARGET USER, SOLUTION for Basic Idea; a question or label for Problem Shadowing) and its text. */
        StepInputEntry: {
            type: string;
            content: string;
            author?: components["schemas"]["Author"];
        };
        BasicIdeaDraftEntry: {
            /** @enum {string} */
            type: "PROBLEM" | "TARGET USER" | "SOLUTION";
            content: string;
            origin?: components["schemas"]["AiOrigin"];
            source?: components["schemas"]["AiCitedSource"];
        };
        /** @description The three sections of the Basic Idea step filled at once (FILL_OUT_ALL_PROMPT): PROBLEM, TARGET USER and SOLUTION, one each. */
        BasicIdeaDraft: components["schemas"]["BasicIdeaDraftEntry"][] & (unknown & unknown & unknown);
        /** @description The result of the Basic Idea step (part 2 §3 idea card). */
        IdeaCard: {
            /** @description A short, brandable product name. */
            name: string;
            /** @description One catchy line about the benefit. */
            tagline: string;
            key_features: string[];
            /** @description The first users, as specific as the sections allow. */
            target_group: string;
            /** @description One or two sentences: for whom, which problem, how it is solved. */
            value_proposition: string;
            /** @description The card's author: the AI writes it from the three sections (ai-accepted when every section is the founder's or accepted, ai when any was filled automatically). */
            author?: components["schemas"]["Author"];
        };
        /** @description The result of the Basic Idea step: the IdeaCard the closing prompt answers, saved with its author. Its name, the title of the result, is not blank; a card saved earlier may lack what an answer has today (a tagline, three to five key features), so the other fields are only typed, and further fields are kept as they are. */
        SavedIdeaCard: {
            /** @description A short, brandable product name; not blank. */
            name: string;
            tagline?: string;
            key_features?: string[];
            target_group?: string;
            value_proposition?: string;
            author?: components["schemas"]["Author"];
            /** @description Kept by the server from the round's idea frame: false when the name is the founder's own (the idea or its title names the product, and the card keeps that name), true when the assistant proposed it. Clients label a proposed name as a proposal. */
            nameProposed?: boolean;
        };
        /** @description The idea card as the closing prompt answers it (CLOSING_STEP_PROMPT of Basic Idea). */
        IdeaCardAnswer: components["schemas"]["IdeaCard"][];
        /** @description An uploaded paper as the assistant read it (SUMMARIZE_DOCUMENT_UPLOAD). */
        ExtractedPaper: {
            /** @description The document's title. */
            title: string;
            /** @description The author names (or affiliation) as written, or an empty string. */
            author: string;
            /** @description The 3–5 most important statements of the document. */
            summary: string;
        };
        ProductIdea: {
            ideaTitle: string;
            ideaAbstract: string;
            problemStatement: string;
            targetUsers: string;
            solutionMechanism: string;
            origin?: components["schemas"]["AiOrigin"];
            source?: components["schemas"]["AiCitedSource"];
        };
        /** @description Product ideas drawn from a paper (GENERATE_PRODUCT_IDEAS). */
        ProductIdeaList: components["schemas"]["ProductIdea"][];
        MarketFinding: {
            title: string;
            text: string;
            origin: components["schemas"]["AiOrigin"];
            source?: components["schemas"]["AiCitedSource"];
        };
        /** @description Findings about the competition or the market (WEB_ANALYSIS_COMPETITION, WEB_ANALYSIS_MARKET). */
        MarketFindingList: components["schemas"]["MarketFinding"][];
        WebSearchFinding: {
            title: string;
            url: string;
            content: string;
            origin?: components["schemas"]["AiOrigin"];
            source?: components["schemas"]["AiCitedSource"];
        };
        /** @description What a web search found for the idea (TAVILY_WEB_SEARCH). */
        WebSearchFindingList: components["schemas"]["WebSearchFinding"][];
        PersonaDemographics: {
            occupation?: string;
            /** @description Male (or m), Female (or w), non-binary, or empty. */
            gender?: string;
            age?: string | number;
            location?: string;
        };
        /** @description A potential user (part 2 §3). The app adds image (a style string chosen by milieu, gender and a variant) and created (at save); further free fields are kept as they are. */
        Persona: {
            /** @description A first name and a last name. */
            name: string;
            /** @description The image style string, e.g. persona-performer-female-1. */
            image?: string;
            /** @description Two sentences about who this person is. */
            short_summary: string;
            /** @description Three to five value tags. */
            values: string[];
            occupation?: string;
            demographics?: components["schemas"]["PersonaDemographics"];
            /** @description One of the ten Sinus milieus. */
            sinus_milieu: string;
            goals: string[];
            lifestyle: string;
            pain_points: string[];
            /** @description What would stop this person from using the offer, in their own terms; the simulated interview disagrees from it. */
            objection?: string;
            /** @description A timestamp (milliseconds) set when the step is saved. */
            created?: number;
        };
        /** @description Up to ten distinct potential users of the idea, to sort in User Tinder. */
        PersonaList: components["schemas"]["Persona"][];
        /** @description The saved input of User Tinder; the first positive persona is the main persona. */
        TinderInput: {
            positivePersonas: components["schemas"]["Persona"][];
            negativePersonas: components["schemas"]["Persona"][];
            skippedPersonas: components["schemas"]["Persona"][];
            /** @description The personas still to sort, in queue order, so a founder who leaves mid-way finds the same ones again (a real model would answer others on a new request). */
            queuedPersonas?: components["schemas"]["Persona"][];
        };
        /** @description The main persona as the User Tinder result keeps it: the first accepted Persona with the created timestamp. Its name is not blank (no result without a main persona: "Please select at least one positive persona."); the other Persona fields are kept as the persona had them (a persona normalised from a partial answer, or saved before every field was asked for, lacks some). Further free fields are kept as they are. */
        MainPersona: {
            /** @description A first name and a last name; not blank. */
            name: string;
            /** @description The image style string, e.g. persona-performer-female-1. */
            image?: string;
            short_summary?: string;
            values?: string[];
            occupation?: string;
            demographics?: components["schemas"]["PersonaDemographics"];
            sinus_milieu?: string;
            goals?: string[];
            lifestyle?: string;
            pain_points?: string[];
            objection?: string;
            /** @description A timestamp (milliseconds) set when the step is saved. */
            created?: number;
        };
        /** @description The result of User Tinder: the main persona in full and the accepted and rejected users, one line each (name, occupation). */
        TinderResult: {
            main_persona: components["schemas"]["MainPersona"];
            accepted_users: string[];
            rejected_users: string[];
        };
        /** @description Answers to one empathy question of User Insight Mapping (STEP_PROMPT; stepPromptNumber 1 hears, 2 sees, 3 feels, 4 frustrates), each in the persona's own view. */
        InsightAnswerList: components["schemas"]["AiSuggestion"][];
        /** @description The answers to one empathy question: at least one is not blank (every question needs an answer before the result can be saved). */
        EmpathyAnswers: string[];
        /** @description The result of User Insight Mapping: the persona and the answers to the four empathy questions, each question with at least one answer that is not blank. */
        EmpathyMap: {
            persona: {
                name: string;
                occupation?: string;
            };
            hears: components["schemas"]["EmpathyAnswers"];
            sees: components["schemas"]["EmpathyAnswers"];
            feels: components["schemas"]["EmpathyAnswers"];
            frustrations: components["schemas"]["EmpathyAnswers"];
        };
        InsightSuggestion: {
            id: string;
            text: string;
            author?: components["schemas"]["Author"];
        };
        /** @description The saved input of User Insight Mapping: the answers to the four empathy questions (hears, sees, feels, frustrates) and the persona. */
        InsightMappingInput: {
            suggestionStorage: components["schemas"]["InsightSuggestion"][][];
            persona: {
                name: string;
                occupation?: string;
            };
            /** @description The question being worked on (1–4; 5 once all four were passed), so a reload opens where the founder left. */
            activeStep?: number;
        };
        /** @description A situation question of Problem Shadowing and its answer. */
        ShadowingSituation: {
            /** @description The question. */
            step: string;
            /** @description An answer the user can adopt or complete. */
            answer: string;
            /** @description Who wrote the answer (set when the answer is kept in the step's input). */
            author?: components["schemas"]["Author"];
        };
        /** @description Problem Shadowing's situations (STEP_PROMPT): stepPromptNumber 0 gives the situations to complete, each with a suggested answer; n ≥ 1 gives alternative answers to situation n (each with that situation's question); FILL_OUT_ALL_PROMPT answers every situation it is given. */
        ShadowingSituationList: components["schemas"]["ShadowingSituation"][];
        ShadowingInitial: {
            day_in_life_story: string[];
        };
        ShadowingClosing: {
            /** @description The persona's name. */
            target_user: string;
            persona_extension: {
                core_problem: string;
                needs_and_barriers: string[];
            };
            core_problem: string;
        };
        /** @description The opening of Problem Shadowing (INITIALIZE_STEP_PROMPT): the main persona's day in the life, a list of moments. */
        ShadowingInitialAnswer: components["schemas"]["ShadowingInitial"][];
        /** @description The close of Problem Shadowing (CLOSING_STEP_PROMPT): the core problem of the persona and their needs and barriers. */
        ShadowingClosingAnswer: components["schemas"]["ShadowingClosing"][];
        /** @description A situation of the Problem Shadowing result: its question and the founder's answer, neither blank. */
        AnsweredSituation: components["schemas"]["ShadowingSituation"] & {
            step?: string;
            /** @description The answer; every situation is answered before the result can be saved. */
            answer?: string;
        };
        /** @description The result of Problem Shadowing: the persona's day, the situations with the founder's answers (every one answered), the core problem and the needs and barriers. */
        ShadowingResult: {
            /** @description The persona's name; not blank. */
            target_user: string;
            day_in_life_story: string[];
            situations: components["schemas"]["AnsweredSituation"][];
            /** @description Not blank. */
            core_problem: string;
            needs_and_barriers: string[];
        };
        /** @description One round of the expert chat (STEP_PROMPT, stepPromptNumber = the round 1–4): the interview partner's turn with three lettered options. */
        ExpertChatEntryList: components["schemas"]["ExpertChatEntry"][];
        /** @description What the expert chat taught: a short summary, what was learned and the objections that were heard. */
        ExpertChatSummary: {
            summary: string;
            learned: string[];
            objections: string[];
        };
        /** @description The close of the expert chat (CLOSING_STEP_PROMPT). */
        ExpertChatSummaryAnswer: components["schemas"]["ExpertChatSummary"][];
        /** @description The result of the Solution Expert Chat: the interview transcript with the chosen answers and what was learned. All four rounds are answered (the transcript holds each round 1–4 with an answer that is not blank) and the persona is named. */
        ExpertChatResult: {
            interview_partner: string;
            /** @description The persona's name; not blank. */
            persona: string;
            transcript: {
                round: number;
                question: string;
                answer: string;
                author?: components["schemas"]["Author"];
            }[] & (unknown & unknown & unknown & unknown);
            summary: string;
            learned: string[];
            objections: string[];
        };
        /** @description A turn of the expert chat: the interview partner (speaker) leads in (text) and asks how the persona would react (follow_up_question); the options are three lettered reactions, a) the most likely; turn is the round (1–4). */
        ExpertChatEntry: {
            speaker: string;
            text: string;
            options: string[];
            follow_up_question: string;
            turn: number;
        };
        InterviewPartner: {
            id?: string;
            name: string;
            image: string;
            description?: string;
        };
        /** @description The saved input of the expert chat (part 2 §3). */
        ExpertChatInput: {
            activeStep: number;
            controls: {
                value?: string;
                /** @description Who chose the answer (value). */
                author?: components["schemas"]["Author"];
                chat?: components["schemas"]["ExpertChatEntry"][];
            }[];
            selectedInterViewPartner: components["schemas"]["InterviewPartner"];
            selectedPersona: components["schemas"]["Persona"] | null;
        };
        ChangedEvent: {
            /** @enum {string} */
            type: "add" | "edited" | "priorised" | "deleted";
            /** @description The mentor whose pins changed; not blank. */
            agentId: string;
        };
        /** @description The result of the Feedback Card step: complete pins (topic, content and mentor not blank, prio, a known source) and known changes (the SDK's isValidFeedbackCard). */
        FeedbackCardResult: {
            pins: components["schemas"]["FeedbackPin"][];
            changedEvents: components["schemas"]["ChangedEvent"][];
        };
        /**
         * @description The saved input of each step type (PUT /rounds/{roundId}/inputs/{stepId}): the server validates a step's input
         *     with it and refuses one of another shape with 400 naming the rule that failed. Inputs are drafts: a section
         *     may be empty; what a save needs is the step's result (StepResultByType). The closing view's input is free.
         */
        StepInputByType: {
            /**
             * @description The Basic Idea sections (PROBLEM, TARGET USER, SOLUTION) with their authors, and the idea frame ("How we
             *     read your idea") as one entry per slot: OFFER, PEOPLE, SETTING, PRICE, PRICE KIND, PARTNERS, CHANNELS,
             *     SHAPE and NAME. A slot entry with empty content is "not said"; PARTNERS and CHANNELS hold their items
             *     separated by "; "; PRICE KIND and SHAPE hold a value of IdeaPriceKind and IdeaShape (else 400). No slot
             *     entry at all: the idea has not been read yet.
             */
            basicIdea: components["schemas"]["StepInputEntry"][];
            userTinder: components["schemas"]["TinderInput"];
            insightMapping: components["schemas"]["InsightMappingInput"];
            /** @description The day in the life, the situations with their answers and the core problem, as entries. */
            problemShadowing: components["schemas"]["StepInputEntry"][];
            expertChat: components["schemas"]["ExpertChatInput"];
            /** @description The Feedback Card keeps no input (the card is its result, stored after every change). */
            feedbackCard: components["schemas"]["FeedbackCardResult"];
        };
        /**
         * @description Which schema answers each prompt of a step type (the catalogue entry `<stepType>:<promptType>`): the step
         *     prompts of POST /aiservice/airesponse answer with `promptResult` in that shape. Types without a prompt of a
         *     kind fall back to the global entry of that prompt type. The SDK types askStepAi by it; the server's catalogue
         *     test checks every step entry against it.
         */
        StepPromptOutputs: {
            basicIdea: {
                INITIALIZE_STEP_PROMPT: components["schemas"]["ChatMessageAnswer"];
                STEP_PROMPT: components["schemas"]["AiSuggestionList"];
                FILL_OUT_ALL_PROMPT: components["schemas"]["BasicIdeaDraft"];
                CLOSING_STEP_PROMPT: components["schemas"]["IdeaCardAnswer"];
            };
            userTinder: {
                STEP_PROMPT: components["schemas"]["PersonaList"];
            };
            insightMapping: {
                STEP_PROMPT: components["schemas"]["InsightAnswerList"];
            };
            problemShadowing: {
                INITIALIZE_STEP_PROMPT: components["schemas"]["ShadowingInitialAnswer"];
                STEP_PROMPT: components["schemas"]["ShadowingSituationList"];
                FILL_OUT_ALL_PROMPT: components["schemas"]["ShadowingSituationList"];
                CLOSING_STEP_PROMPT: components["schemas"]["ShadowingClosingAnswer"];
            };
            expertChat: {
                STEP_PROMPT: components["schemas"]["ExpertChatEntryList"];
                CLOSING_STEP_PROMPT: components["schemas"]["ExpertChatSummaryAnswer"];
            };
            feedbackCard: {
                CHAT: components["schemas"]["FeedbackCardMessage"];
            };
        };
        /** @description The result schema of each step type (StepType), one entry per type: the server validates the result of a step (StepResultCreate.result of POST /rounds/{roundId}/results) against the entry of its step's type and refuses a result that does not match with 400, naming the rule that failed. A new step type needs its entry here. */
        StepResultByType: {
            basicIdea: components["schemas"]["SavedIdeaCard"];
            userTinder: components["schemas"]["TinderResult"];
            insightMapping: components["schemas"]["EmpathyMap"];
            problemShadowing: components["schemas"]["ShadowingResult"];
            expertChat: components["schemas"]["ExpertChatResult"];
            feedbackCard: components["schemas"]["FeedbackCardResult"];
        };
        /** @description A statement of a report or an entry of the canvas, with where it comes from (document: the file name; web: the URL). */
        ReportPoint: {
            text: string;
            origin: components["schemas"]["AiOrigin"];
            source: components["schemas"]["AiCitedSource"];
        };
        /** @description A mentor's report on the round (fields not shown by the spec): a title, a summary and headed sections of points, each point with its origin. Stored as a step result of the stream export_reports under the report option's id. */
        Report: {
            title: string;
            summary: string;
            sections: {
                heading: string;
                points: components["schemas"]["ReportPoint"][];
            }[];
        };
        /** @description The entries of a block of the canvas, each with where it comes from. */
        CanvasBlock: components["schemas"]["ReportPoint"][];
        /** @description The nine blocks of the Business Model Canvas (a design of Strategyzer AG, CC BY-SA 3.0), stored as a step result of export_reports under business-model-canvas. */
        BusinessModelCanvas: {
            keyPartners: components["schemas"]["CanvasBlock"];
            keyActivities: components["schemas"]["CanvasBlock"];
            keyResources: components["schemas"]["CanvasBlock"];
            valuePropositions: components["schemas"]["CanvasBlock"];
            customerRelationships: components["schemas"]["CanvasBlock"];
            channels: components["schemas"]["CanvasBlock"];
            customerSegments: components["schemas"]["CanvasBlock"];
            costStructure: components["schemas"]["CanvasBlock"];
            revenueStreams: components["schemas"]["CanvasBlock"];
        };
        /** @description The answer of a step prompt, shaped by the prompt (the SDK's PROMPT_OUTPUTS says which shape a prompt has). */
        StepPromptResult: components["schemas"]["ChatMessageAnswer"] | components["schemas"]["AiSuggestionList"] | components["schemas"]["BasicIdeaDraft"] | components["schemas"]["IdeaCardAnswer"] | components["schemas"]["MarketFindingList"] | components["schemas"]["WebSearchFindingList"] | components["schemas"]["PersonaList"] | components["schemas"]["InsightAnswerList"] | components["schemas"]["ShadowingSituationList"] | components["schemas"]["ShadowingInitialAnswer"] | components["schemas"]["ShadowingClosingAnswer"] | components["schemas"]["ExpertChatEntryList"] | components["schemas"]["ExpertChatSummaryAnswer"];
        /** @description The answer of a standalone or plain-text prompt, shaped by the prompt. */
        StandalonePromptResult: components["schemas"]["ExtractedPaper"] | components["schemas"]["ProductIdeaList"] | components["schemas"]["LandingPageData"] | components["schemas"]["Report"] | components["schemas"]["BusinessModelCanvas"] | components["schemas"]["AiText"];
        LandingAccountRequest: {
            email: components["schemas"]["Email"];
            projectId: components["schemas"]["Id"];
            firstname: string;
        };
        LinkResponse: {
            link: string;
            /** @description 2 creating account, 3 account done, 4 page created, -1 failed. */
            step?: number;
        };
        LandingPublishRequest: {
            projectId?: components["schemas"]["Id"];
        };
        /** @description The hosted landing page of a round (id: the round id). step 0 none yet, 2 creating account, 3 account done (link known), 4 page published, -1 failed. */
        LandingPageConfig: {
            id: string;
            projectId: string;
            link: string | null;
            /** @enum {integer} */
            step: -1 | 0 | 2 | 3 | 4;
            trialDays: number;
            publishedAt?: string | null;
            /** @description Sign-ups so far. */
            signups: number;
            /** @description Views of the published page so far. */
            views: number;
        };
        LandingSignup: {
            email: string;
            createdAt: components["schemas"]["Timestamp"];
        };
        LandingSignupList: {
            /** @description The published page (null before publishing). */
            link: string | null;
            views: number;
            signups: components["schemas"]["LandingSignup"][];
        };
        ShareUpdate: {
            shared: boolean;
        };
        ShareState: {
            shared: boolean;
            /** @description {app}/projectpage?pid={roundId} */
            link: string;
        };
        ShareMailRequest: {
            /** @description Comma-separated addresses; empty parts are ignored, at least 1 and at most 10 addresses. */
            emails: string;
        };
        ShareMailResult: {
            sent: string[];
            link: string;
        };
        /** @description What a round's project page shows (read-only); null parts are not done yet. */
        ProjectPage: {
            roundId: string;
            name: string;
            shared: boolean;
            /** @description The caller owns the round (only then can an unshared page be seen). */
            owner: boolean;
            /** @description The Basic Idea result as saved (name, tagline, key_features, target_group, value_proposition). */
            ideaCard: {
                [key: string]: unknown;
            } | null;
            persona: {
                [key: string]: unknown;
            } | null;
            empathyMap: components["schemas"]["EmpathyQuadrant"][] | null;
            canvas: components["schemas"]["BusinessModelCanvas"] | null;
            /** @description The published hosted page, else the internal one when generated. */
            landingPageLink: string | null;
        };
        EmpathyQuadrant: {
            /**
             * @description The empathy question (part 2 §2.11): what the persona hears, sees, feels, and what frustrates them most.
             * @enum {string}
             */
            question: "hears" | "sees" | "feels" | "frustrations";
            answers: string[];
        };
        /** @description GO, PIVOT or NO_GO by documented rules (server/src/verdict/rules.ts) over the evidence gathered, in three classes: observed in the real world (interview records, documents, web pages with their URLs, landing-page sign-ups and views), the founder's claims (founder-authored text) and AI-inferred (everything the AI made). observedShare: the percentage of evidence items that are observed; GO needs real-world evidence. */
        Verdict: {
            roundId: string;
            /** @enum {string} */
            verdict: "GO" | "PIVOT" | "NO_GO";
            headline: string;
            summary: string;
            observedShare: number;
            observedCount: number;
            /** @description Evidence items that are the founder's own claims. */
            claimCount: number;
            inferredCount: number;
            reasons: components["schemas"]["VerdictReason"][];
            nextSteps: components["schemas"]["NextStep"][];
        };
        VerdictReason: {
            /** @enum {string} */
            id: "personaMatch" | "painsConfirmed" | "objections" | "mentorPins" | "reportFindings" | "signups";
            /** @enum {string} */
            signal: "for" | "against" | "open";
            text: string;
            evidence: components["schemas"]["VerdictEvidence"][];
        };
        VerdictEvidence: {
            text: string;
            origin: components["schemas"]["AiOrigin"];
            source: components["schemas"]["AiCitedSource"];
            /** @description Observed in the real world (class observed). */
            observed: boolean;
            class: components["schemas"]["EvidenceClass"];
            /** @description Where it is kept: a step id of the round, a report option id, business-model-canvas, landing-page or interviews (a real interview record of the round). */
            where: string;
        };
        /**
         * @description Where an evidence item comes from, decided by where it is kept, never by what a model says of it. observed: an interview record, a document, a web page with its URL, the landing page's sign-ups and views; founderClaim: text the founder wrote (author founder); aiInferred: everything the AI made, accepted or not.
         * @enum {string}
         */
        EvidenceClass: "observed" | "founderClaim" | "aiInferred";
        NextStep: {
            id: string;
            title: string;
            /** @description What the experiment tests. */
            tests: string;
            how: string;
            /** @description The result that would change the verdict. */
            changesVerdictIf: string;
        };
        /** @description The landing page of an idea (part 2 §3 landing page JSON; CREATE_LP_DATA_INTERN). */
        LandingPageData: {
            companyName: string;
            heroHeadline: string;
            heroDescription: string;
            heroButton1: string;
            /** @description The second hero button (the field name as the spec has it). */
            geroButton2: string;
            offerHeadline: string;
            offeringTitle1: string;
            offeringSubheadline1: string;
            offeringTitle2: string;
            offeringSubheadline2: string;
            offeringTitle3: string;
            offeringSubheadline3: string;
            featuresHeadline: string;
            feature1: string;
            feature2: string;
            feature3: string;
            solutionHeadline: string;
            solution1: string;
            solution2: string;
            solution3: string;
            testimonial1: string;
            testimonial1Name: string;
            testimonial1Position: string;
            testimonial2: string;
            testimonial2Name: string;
            testimonial2Position: string;
            testimonial3: string;
            testimonial3Name: string;
            testimonial3Position: string;
            bigImageSection: string;
            valuePropositionHeadline: string;
            serviceCard1Name: string;
            serviceCard1Description: string;
            serviceCard2Name: string;
            serviceCard2Description: string;
            serviceCard3Name: string;
            serviceCard3Description: string;
            finalCTAHeadline: string;
            finalCTAButton: string;
            /** @description Where each testimonial comes from. example: written by the AI as a placeholder (never on the hosted page); founder: written by the founder; interview: a quote of one of the round's interview records. Missing means example. */
            testimonialSources?: {
                testimonial1?: components["schemas"]["TestimonialSource"];
                testimonial2?: components["schemas"]["TestimonialSource"];
                testimonial3?: components["schemas"]["TestimonialSource"];
            };
            /** @description Who wrote each field (by field name): fields the founder edited are founder; the rest are the AI's. */
            authors?: {
                [key: string]: components["schemas"]["Author"];
            };
        };
        TestimonialSource: {
            /** @enum {string} */
            kind: "example" | "founder" | "interview";
            /** @description The interview record quoted (kind interview). */
            interviewId?: components["schemas"]["Id"];
        };
        /** @description A real conversation the founder had: the notes (pasted as notes, or a text or docx file as document), who it was with and when. Exactly one of notes and document. */
        InterviewCreate: {
            notes?: string;
            document?: {
                fileName: string;
                /** @description The file's bytes in base64: .txt or .docx, at most 1,000,000 bytes (413 above; 415 for other types). */
                data: string;
            };
            /** @description Who the conversation was with: their role, e.g. owner of a bakery. */
            role: string;
            /** @description The round's persona this person resembles (optional). */
            persona?: string | null;
            /**
             * Format: date
             * @description When it took place (YYYY-MM-DD); default today.
             */
            heldOn?: string | null;
        } & (unknown | unknown);
        InterviewQuote: {
            /** @description Words of the notes, verbatim. */
            text: string;
            interviewId: components["schemas"]["Id"];
        };
        InterviewPain: {
            /** @description A pain of the round (the empathy map's frustrations or the core problem). */
            pain: string;
            /** @description The records that confirm (or contradict) it. */
            interviewIds: components["schemas"]["Id"][];
            quotes: components["schemas"]["InterviewQuote"][];
        };
        /** @description What the assistant took from one record's notes. Quotes are verbatim words of the notes; a model's quote that is not in the notes is dropped. */
        InterviewAnalysis: {
            quotes: string[];
            /** @description The round's pains the notes confirm. */
            confirmedPains: string[];
            /** @description The round's pains the notes contradict. */
            contradictedPains: string[];
            /** @description What the notes say that the round did not expect, verbatim. */
            surprises: string[];
        };
        InterviewRecord: {
            id: components["schemas"]["Id"];
            roundId: components["schemas"]["Id"];
            role: string;
            persona: string | null;
            /** Format: date */
            heldOn: string;
            /** @description The notes as text (extracted from the file when one was uploaded). */
            notes: string;
            fileName: string | null;
            analysis: components["schemas"]["InterviewAnalysis"];
            provider: components["schemas"]["AiProviderName"];
            dateCreated: components["schemas"]["Timestamp"];
        };
        /** @description The records together, against the round's current pains: which pains how many records confirm or contradict, with quotes. The empathy map and the persona show these as "corrected by N real interviews". */
        InterviewInsights: {
            interviewCount: number;
            /** @description The round's core problem (Problem Shadowing) when it has one. */
            coreProblem: string | null;
            confirmed: components["schemas"]["InterviewPain"][];
            contradicted: components["schemas"]["InterviewPain"][];
            surprises: components["schemas"]["InterviewQuote"][];
        };
        InterviewList: {
            interviews: components["schemas"]["InterviewRecord"][];
            insights: components["schemas"]["InterviewInsights"];
        };
    };
    responses: {
        /** @description Any other error, in the error envelope (e.g. 501 for an operation this server does not offer yet). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request does not match the contract or breaks a rule. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No valid session (code `notLoggedIn`), or wrong credentials. */
        NotLoggedIn: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not allowed — missing XSRF header, e-mail not confirmed (code `confirmEmail`), or not the owner. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No such resource, or not one of the user's. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The resource already exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request or file is too large. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The file type is not allowed. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Rate limit reached; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The AI provider failed after its retries (headline `Error`, text `AI response failed`). */
        AiFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A dependency is not available or not configured. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /** @description Cache-busting timestamp; ignored by the server. */
        CacheBust: string;
        RoundId: components["schemas"]["Id"];
        StepId: components["schemas"]["Id"];
        StreamId: components["schemas"]["Id"];
        FileId: components["schemas"]["Id"];
        ProjectId: components["schemas"]["Id"];
        PromotionId: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer. While the server shuts down it answers 503 (code `draining`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    checkLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description The session is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    loginUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description The code was sent; continue with verifyLogin. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    verifyLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    autoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoLoginRequest"];
            };
        };
        responses: {
            /** @description Logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    forgetBrowser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description This browser is not remembered (any more). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            default: components["responses"]["Error"];
        };
    };
    requestNewLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewCodeRequest"];
            };
        };
        responses: {
            /** @description Answered the same whether or not a login is open for the address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    logoutUserGet: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out (also when there was no session). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    logoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description Logged out (also when there was no session). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    revokeApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description How many keys were revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered (or mail sent to the existing account). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    checkPromotion: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                promotionId: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionCheck"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    registerPromotionUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                promotionId: components["parameters"]["PromotionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                confirmId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description Confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    setNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetNewPasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed and logged in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDataResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            /** @description Accepted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    updateUserData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserDataUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    getUserAvatar: {
        parameters: {
            query?: {
                /** @description The user's refreshtoken, so browsers refetch after an upload. */
                r?: string;
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (PNG), with an ETag; cached for good when `r` is the current refreshtoken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not modified (the request's If-None-Match matches the ETag). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    uploadUserAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    avatar: string;
                };
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarUploadResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            default: components["responses"]["Error"];
        };
    };
    updateCompanyMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyMetadataUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUpdateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    listProjectMembers: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMember"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    removeProjectMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The projects with the user's role in each. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProject"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            default: components["responses"]["Error"];
        };
    };
    listProjectTracks: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's rounds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTrack"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listProjectInvitations: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pending invitations, the newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectInvitation"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createProjectInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationRequest"];
            };
        };
        responses: {
            /** @description Invited; the mail is sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    revokeProjectInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
                invitationId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    previewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationToken"];
            };
        };
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The invitation expired (`invitationExpired`) or was used (`invitationUsed`). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationToken"];
            };
        };
        responses: {
            /** @description Joined; the project with the role it gives. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The invitation expired (`invitationExpired`) or was used (`invitationUsed`). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    uploadHubFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    /** @description The project id (its knowledge hub). */
                    hubId: string;
                    fileType?: components["schemas"]["HubFileType"];
                };
            };
        };
        responses: {
            /** @description Stored and indexed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    extractPdfText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The pages' text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PdfExtract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    listAllowedFileTypes: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowed types and limits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllowedFileTypes"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            default: components["responses"]["Error"];
        };
    };
    listHubFiles: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                /** @description The hub id (the project id) for GET, the file id for DELETE. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubFile"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteHubFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The hub id (the project id) for GET, the file id for DELETE. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listTracks: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tracks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Track"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listTagGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tag groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagGroup"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listIndustries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Industries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Industry"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listIntentionRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Intention roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntentionRole"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listLicenseTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Licence types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseType"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listUserTracks: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tracks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTrack"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Error"];
        };
    };
    saveTrackProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackProgressUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    finishUserTrack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoundRef"];
            };
        };
        responses: {
            /** @description Finished. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    startTrack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartTrackRequest"];
            };
        };
        responses: {
            /** @description The new round. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartTrackResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    renameTrack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RenameTrackRequest"];
            };
        };
        responses: {
            /** @description Renamed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserTrack"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteTrack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoundRef"];
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listStreamSteps: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                streamId: components["parameters"]["StreamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Steps. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Step"][];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getTrackData: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Track data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackData"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getUserInput: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                stepId: components["parameters"]["StepId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved input (content is null when nothing was saved yet). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInput"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    saveUserInput: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                stepId: components["parameters"]["StepId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInputUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInput"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            default: components["responses"]["Error"];
        };
    };
    addStepResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepResultCreate"];
            };
        };
        responses: {
            /** @description Stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StepResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteResultData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                fileId: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    exportPins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
        responses: {
            /** @description The export text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PinExport"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    downloadPinsCsv: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per pin: mentor, topic, content, prioritised, source, origin, evidence, created. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getProjectPageShare: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The share state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareState"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    setProjectPageShared: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareUpdate"];
            };
        };
        responses: {
            /** @description The new share state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    sendProjectPageLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareMailRequest"];
            };
        };
        responses: {
            /** @description The addresses the link was sent to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareMailResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Error"];
        };
    };
    getVerdict: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verdict"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listLandingSignups: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sign-ups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingSignupList"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listInterviews: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records, newest conversation first, and their insights. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewList"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createInterview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterviewCreate"];
            };
        };
        responses: {
            /** @description Recorded and read. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["AiFailed"];
            default: components["responses"]["Error"];
        };
    };
    deleteInterview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                interviewId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getProjectPage: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectPage"];
                };
            };
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getReportData: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Report data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportData"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    recordReportAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportActionCreate"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createResultFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResultFileCreate"];
            };
        };
        responses: {
            /** @description Created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultFileCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    listResultFiles: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultFile"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    downloadResultFile: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                fileId: components["parameters"]["FileId"];
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with Content-Disposition naming it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    deleteResultFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: components["parameters"]["RoundId"];
                fileId: components["parameters"]["FileId"];
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    sendChatMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatRequest"];
            };
        };
        responses: {
            /** @description The agent's answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            502: components["responses"]["AiFailed"];
            default: components["responses"]["Error"];
        };
    };
    resetChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Forgotten. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    sendFeedbackCardMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackCardRequest"];
            };
        };
        responses: {
            /** @description The mentor's answer, with the pins it proposes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackCardReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            502: components["responses"]["AiFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agent"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            default: components["responses"]["Error"];
        };
    };
    createStepAiResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiStepRequest"];
            };
        };
        responses: {
            /** @description The answer, validated against the prompt's output schema. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiStepResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            502: components["responses"]["AiFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    readIdeaFrame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdeaFrameRequest"];
            };
        };
        responses: {
            /** @description The reading. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdeaFrameResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            413: components["responses"]["TooLarge"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["AiFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    createStandaloneAiResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StandaloneRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            502: components["responses"]["AiFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    createCleanAiResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CleanAiRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromptResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            502: components["responses"]["AiFailed"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    listReportOptions: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Report options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportOption"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            default: components["responses"]["Error"];
        };
    };
    listClosingOptions: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                streamId: components["parameters"]["StreamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closing options, ordered by orderNr. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosingOption"][];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    createLandingPageAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandingAccountRequest"];
            };
        };
        responses: {
            /** @description Account created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    createExternalLandingPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LandingPublishRequest"];
            };
        };
        responses: {
            /** @description Page created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    getLandingPageConfig: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPageConfig"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
    getInternalLandingPage: {
        parameters: {
            query?: {
                /** @description Cache-busting timestamp; ignored by the server. */
                t?: components["parameters"]["CacheBust"];
            };
            header?: never;
            path: {
                projectId: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Landing page JSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingPageData"];
                };
            };
            401: components["responses"]["NotLoggedIn"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Error"];
        };
    };
}
