// Made by scripts/echo-headers from Localizations/echo/headers/*.strings; do not edit.

extension EchoHeaders {
  /// Each language's Echo header messages (Localizations/echo/headers.md says which type uses which).
  static let sources: [(String, String)] = [
    (
      "en",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|thanked}} {{GENDER:$4|you}} for your creation of <strong>$3</strong>.
      notification-header-edit-user-talk	$1 {{GENDER:$2|left}} a message on <strong>{{GENDER:$3|your}} talk page</strong>.
      notification-header-edit-user-talk-with-section	$1 {{GENDER:$2|left}} a message on <strong>{{GENDER:$3|your}} talk page</strong> in "<strong>$4</strong>".
      notification-header-emailuser	$1 {{GENDER:$2|sent}} you an email.
      notification-header-log-thank	$1 {{GENDER:$2|thanked}} {{GENDER:$4|you}} for your action relating to <strong>$3</strong>.
      notification-header-login-success	Someone (probably {{GENDER:$1|you}}) recently logged in to your account from a new device. If this was you, then you can disregard this message. If it wasn't you, then it's recommended that you change your password, and check your account activity.
      notification-header-mention-agent-talkpage	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on <strong>{{GENDER:$2|his|her|their}} talk page</strong> in "<strong>$4</strong>".
      notification-header-mention-agent-talkpage-nosection	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on <strong>{{GENDER:$2|his|her|their}} talk page</strong>.
      notification-header-mention-article-talkpage	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on the <strong>$4</strong> talk page in "<strong>$5</strong>".
      notification-header-mention-article-talkpage-nosection	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on the <strong>$4</strong> talk page.
      notification-header-mention-failure-too-many	{{GENDER:$2|You}} tried to mention more than $3 {{PLURAL:$3|user|users}}. All mentions above that limit were not sent.
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|Your}} mention of <strong>$3</strong> was not sent because the user is anonymous.
      notification-header-mention-failure-user-unknown	{{GENDER:$2|Your}} mention of <strong>$3</strong> was not sent because the user was not found.
      notification-header-mention-other	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on <strong>$4</strong> in "<strong>$5</strong>".
      notification-header-mention-other-nosection	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on <strong>$4</strong>.
      notification-header-mention-success	{{GENDER:$2|Your}} mention of <strong>$3</strong> was sent.
      notification-header-mention-user-talkpage-nosection	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on the <strong>user talk page {{GENDER:$5|of}} $4</strong>.
      notification-header-mention-user-talkpage-v2	$1 {{GENDER:$2|mentioned}} {{GENDER:$3|you}} on the <strong>user talk page {{GENDER:$5|of}} $4</strong> in "<strong>$6</strong>".
      notification-header-page-linked	A link was made from <strong>$4</strong> to <strong>$3</strong>.
      notification-header-rev-thank	$1 {{GENDER:$2|thanked}} {{GENDER:$4|you}} for your edit on <strong>$3</strong>.
      notification-header-reverted	Your {{PLURAL:$4|edit on <strong>$3</strong> was|edits on <strong>$3</strong> were}} {{GENDER:$2|reverted}}.
      notification-header-thank-you-1-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} first edit; thank {{GENDER:$2|you}}, and welcome!
      notification-header-thank-you-10-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} tenth edit; thank {{GENDER:$2|you}}, and please keep going!
      notification-header-thank-you-100-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} hundredth edit; thank {{GENDER:$2|you}} very much!
      notification-header-thank-you-1000-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} thousandth edit; thank {{GENDER:$2|you}} for being a great contributor!
      notification-header-thank-you-10000-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} ten thousandth edit; thank {{GENDER:$2|you}} so very much!
      notification-header-thank-you-100000-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} hundred thousandth edit; thank {{GENDER:$2|you}} for an amazing contribution!
      notification-header-thank-you-1000000-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} millionth edit; thank {{GENDER:$2|you}} for an astonishing contribution!
      notification-header-thank-you-10000000-edit	{{GENDER:$2|You}} just made {{GENDER:$2|your}} ten millionth edit; thank {{GENDER:$2|you}} for your brilliant dedication!
      notification-header-user-rights-add-and-remove	{{GENDER:$6|Your}} user rights were {{GENDER:$1|changed}}. You have been added to: $2. You are no longer a member of: $4.
      notification-header-user-rights-add-only	{{GENDER:$4|Your}} user rights were {{GENDER:$1|changed}}. You have been added to: $2.
      notification-header-user-rights-expiry-change	The expiry of {{GENDER:$4|your}} membership in the following {{PLURAL:$3|group|groups}} has been {{GENDER:$1|changed}}: $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|Your}} user rights were {{GENDER:$1|changed}}. You are no longer a member of: $2.
      notification-known-header-login-fail	There {{PLURAL:$1|has been '''a failed attempt'''|have been '''$1 failed attempts'''}} to log in to your account since the last time you logged in. If it wasn't you, please make sure your account has a strong password.
      notification-new-unbundled-header-login-fail	There {{PLURAL:$1|has been '''a failed attempt'''|have been '''multiple failed attempts'''}} to log in to your account from a new device. Please make sure your account has a strong password.
      """#
    ),
    (
      "de",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|dankte}} {{GENDER:$4|dir}} für deine Erstellung von <strong>$3</strong>.
      notification-header-edit-user-talk	$1 {{GENDER:$2|hinterließ}} eine Nachricht auf <strong>{{GENDER:$3|deiner}} Diskussionsseite</strong>.
      notification-header-edit-user-talk-with-section	$1 {{GENDER:$2|hinterließ}} eine Nachricht auf <strong>{{GENDER:$3|deiner}} Diskussionsseite</strong> in „<strong>$4</strong>“.
      notification-header-emailuser	$1 hat dir eine E-Mail {{GENDER:$2|gesendet}}.
      notification-header-log-thank	$1 {{GENDER:$2|dankte}} {{GENDER:$4|dir}} für deine Aktion bezüglich <strong>$3</strong>.
      notification-header-login-success	Jemand (vermutlich {{GENDER:$1|du}} selbst) hat sich mit einem neuen Gerät bei deinem Benutzerkonto angemeldet. Falls dies du warst, kannst du diese Nachricht ignorieren. Falls nicht, empfehlen wir dir, dein Passwort zu ändern und die Aktivität deines Benutzerkontos zu prüfen.
      notification-header-mention-agent-talkpage	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf <strong>{{GENDER:$2|seiner|ihrer|der eigenen}} Diskussionsseite</strong> in „<strong>$4</strong>“.
      notification-header-mention-agent-talkpage-nosection	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf <strong>{{GENDER:$2|seiner|ihrer|der eigenen}} Diskussionsseite</strong>.
      notification-header-mention-article-talkpage	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf der Diskussionsseite von <strong>$4</strong> in „<strong>$5</strong>“.
      notification-header-mention-article-talkpage-nosection	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf der Diskussionsseite von <strong>$4</strong>.
      notification-header-mention-failure-too-many	{{GENDER:$2|Du}} hast versucht, mehr als {{PLURAL:$3|einen|$3}} Benutzer zu erwähnen. Alle Erwähnungen oberhalb dieser Grenze werden nicht versandt.
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|Deine}} Erwähnung von <strong>$3</strong> wurde nicht gesendet, da der Benutzer anonym ist.
      notification-header-mention-failure-user-unknown	{{GENDER:$2|Deine}} Erwähnung von <strong>$3</strong> wurde nicht gesendet, da der Benutzer nicht gefunden wurde.
      notification-header-mention-other	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf <strong>$4</strong> in „<strong>$5</strong>“.
      notification-header-mention-other-nosection	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf <strong>$4</strong>.
      notification-header-mention-success	{{GENDER:$2|Deine}} Erwähnung von <strong>$3</strong> wurde gesendet.
      notification-header-mention-user-talkpage-nosection	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf der <strong>Benutzerdiskussionsseite {{GENDER:$5|von}} $4</strong>.
      notification-header-mention-user-talkpage-v2	$1 {{GENDER:$2|erwähnte}} {{GENDER:$3|dich}} auf der <strong>Benutzerdiskussionsseite {{GENDER:$5|von}} $4</strong> in „<strong>$6</strong>“.
      notification-header-page-linked	Ein Link von <strong>$4</strong> auf <strong>$3</strong> wurde erstellt.
      notification-header-rev-thank	$1 {{GENDER:$2|dankte}} {{GENDER:$4|dir}} für deine Bearbeitung auf <strong>$3</strong>.
      notification-header-reverted	Deine {{PLURAL:$4|Bearbeitung an der Seite <strong>$3</strong> wurde|Bearbeitungen an der Seite <strong>$3</strong> wurden}} {{GENDER:$2|rückgängig}} gemacht.
      notification-header-thank-you-1-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} erste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank und willkommen!
      notification-header-thank-you-10-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} zehnte Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank! Mach weiter so!
      notification-header-thank-you-100-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} hundertste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank!
      notification-header-thank-you-1000-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} tausendste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank! Du bist großartig!
      notification-header-thank-you-10000-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} zehntausendste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} herzlichen Dank!
      notification-header-thank-you-100000-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} hunderttausendste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank für einen hervorragenden Beitrag!
      notification-header-thank-you-1000000-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} millionste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank für einen erstaunlichen Beitrag!
      notification-header-thank-you-10000000-edit	{{GENDER:$2|Du}} hast gerade {{GENDER:$2|deine}} zehnmillionste Bearbeitung durchgeführt. {{GENDER:$2|Vielen}} Dank für einen brillanten Beitrag!
      notification-header-user-rights-add-and-remove	{{GENDER:$6|Deine}} Benutzerrechte wurden {{GENDER:$1|geändert}}. Du wurdest hinzugefügt zu: $2. Du bist kein Mitglied mehr von: $4.
      notification-header-user-rights-add-only	{{GENDER:$4|Deine}} Benutzerrechte wurden {{GENDER:$1|geändert}}. Du wurdest hinzugefügt zu: $2.
      notification-header-user-rights-expiry-change	Der Ablauf {{GENDER:$4|deiner}} Mitgliedschaft in {{PLURAL:$3|der folgenden Gruppe|den folgenden Gruppen}} wurde {{GENDER:$1|geändert}}: $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|Deine}} Benutzerrechte wurden {{GENDER:$1|geändert}}. Du bist kein Mitglied mehr von: $2.
      notification-known-header-login-fail	Seit deiner letzten Anmeldung gab es {{PLURAL:$1|'''einen fehlgeschlagenen Anmeldeversuch'''|'''$1 fehlgeschlagene Anmeldeversuche'''}} bei deinem Benutzerkonto. Falls dies nicht du warst, stelle bitte sicher, dass dein Benutzerkonto ein sicheres Passwort besitzt.
      notification-new-unbundled-header-login-fail	Es gab von einem neuen Gerät {{PLURAL:$1|'''einen fehlgeschlagenen Anmeldeversuch'''|'''mehrere fehlgeschlagene Anmeldeversuche'''}} bei deinem Benutzerkonto. Bitte stelle sicher, dass dein Benutzerkonto ein sicheres Passwort besitzt.
      """#
    ),
    (
      "fr",
      #"""
      notification-header-creation-thank	{{GENDER:$2|}}$1 vous a remercié{{GENDER:$4||e|(e)}} pour la création de <strong>$3</strong>.
      notification-header-edit-user-talk	{{GENDER:$2|}}$1 a laissé un message sur <strong>{{GENDER:$3|}}votre page de discussion</strong>.
      notification-header-edit-user-talk-with-section	{{GENDER:$2|}}$1 a laissé un message sur <strong>{{GENDER:$3|}}votre page de discussion</strong> dans la section « <strong>$4</strong> ».
      notification-header-emailuser	$1 {{GENDER:$2|}}vous a envoyé un courriel.
      notification-header-log-thank	{{GENDER:$2|}}$1 vous a remercié{{GENDER:$4||e|(e)}} pour votre action concernant <strong>$3</strong>.
      notification-header-login-success	Quelqu’un (probablement {{GENDER:$1|}}vous) s’est connecté récemment avec votre compte depuis un nouvel appareil. Si c’était vous, alors vous pouvez ignorer ce message. Sinon, il est alors recommandé de modifier votre mot de passe, et de vérifier l’activité de votre compte.
      notification-header-mention-agent-talkpage	$1{{GENDER:$2|}} vous a mentionné{{GENDER:$3||e}} sur <strong>{{GENDER:$2|}}sa page de discussion</strong> dans « <strong>$4</strong> ».
      notification-header-mention-agent-talkpage-nosection	$1{{GENDER:$2|}} vous a mentionné{{GENDER:$3||e}} sur <strong>{{GENDER:$2|}}sa page de discussion</strong>
      notification-header-mention-article-talkpage	{{GENDER:$2|}}$1 vous a mentionné{{GENDER:$3||e}} sur la page de discussion de <strong>$4</strong> dans « <strong>$5</strong> ».
      notification-header-mention-article-talkpage-nosection	$1{{GENDER:$2|}} vous a mentionné{{GENDER:$3||e}} sur la page de discussion de <strong>$4</strong>.
      notification-header-mention-failure-too-many	{{GENDER:$2|}}Vous avez mentionné plus de $3 utilisateur{{PLURAL:$3||s}}. Aucun des utilisateurs mentionnés au-delà de cette limite n’a été notifié.
      notification-header-mention-failure-user-anonymous	Aucune notification n’a été envoyée lorsque {{GENDER:$2|}}vous avez mentionné <strong>$3</strong> car cet utilisateur est anonyme.
      notification-header-mention-failure-user-unknown	Aucune notification n’a été envoyée lorsque {{GENDER:$2|}}vous avez mentionné <strong>$3</strong> car cet utilisateur n’a pas été trouvé.
      notification-header-mention-other	$1{{GENDER:$2|}} vous a mentionné{{GENDER:$3||e}} sur <strong>$4</strong> dans « <strong>$5</strong> ».
      notification-header-mention-other-nosection	$1{{GENDER:$2|}} vous a mentionné{{GENDER:$3||e}} sur <strong>$4</strong>.
      notification-header-mention-success	L’utilisat{{GENDER:$3|eur|rice}} <strong>$3</strong> que {{GENDER:$2|}}vous avez mentionné{{GENDER:$3||e}} a été notifié{{GENDER:$3||e}}.
      notification-header-mention-user-talkpage-nosection	$1{{GENDER:$2|}} vous a mentionné{{GENDER:$3||e}} sur la <strong>page de discussion de l’utilisat{{GENDER:$5|eur|rice}} $4</strong>.
      notification-header-mention-user-talkpage-v2	{{GENDER:$2|}}$1 {{GENDER:$3|}}vous a mentionné{{GENDER:$3||e}} sur la <strong>page de discussion de l’utilisat{{GENDER:$5|eur|rice}} $4</strong> dans « <strong>$6</strong> ».
      notification-header-page-linked	Un lien vers <strong>$3</strong> a été créé sur <strong>$4</strong>.
      notification-header-rev-thank	{{GENDER:$2|}}$1 vous a remercié{{GENDER:$4||e|(e)}} pour votre modification sur <strong>$3</strong>.
      notification-header-reverted	{{PLURAL:$4|Votre modification|Vos modifications}} sur <strong>$3</strong> {{PLURAL:$4|a été annulée|ont été annulées}}{{GENDER:$2|}}.
      notification-header-thank-you-1-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre première modification. {{GENDER:$2|}}Merci et bienvenue !
      notification-header-thank-you-10-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre dixième modification. {{GENDER:$2|}}Merci, continuez ainsi !
      notification-header-thank-you-100-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre centième modification. {{GENDER:$2|}}Merci beaucoup !
      notification-header-thank-you-1000-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre millième modification. Nous {{GENDER:$2|}}vous remercions d’être {{GENDER:$2|un si grand contributeur|une si grande contributrice}} !
      notification-header-thank-you-10000-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre dix-millième modification. Un très grand merci à {{GENDER:$2|}}vous !
      notification-header-thank-you-100000-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre cent-millième modification. Merci à {{GENDER:$2|}}vous pour {{GENDER:$2|}}votre participation incroyable !
      notification-header-thank-you-1000000-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre millionième modification. Merci à {{GENDER:$2|}}vous pour {{GENDER:$2|}}votre participation exceptionnelle !
      notification-header-thank-you-10000000-edit	{{GENDER:$2|}}Vous venez d’effectuer {{GENDER:$2|}}votre dix-millionième modification. Merci à {{GENDER:$2|}}vous pour votre engagement brillant !
      notification-header-user-rights-add-and-remove	{{GENDER:$6|}}Vos droits d’utilisat{{GENDER:$4|eur|rice}} ont été modifiés{{GENDER:$1|}}. Vous avez été ajouté{{GENDER:$6||e}} comme membre{{PLURAL:$3|du groupe|des groupes}} : $2. Vous n’êtes désormais plus membre {{PLURAL:$5|du groupe|des groupes}} : $4.
      notification-header-user-rights-add-only	{{GENDER:$4|}}Vos droits d’utilisat{{GENDER:$4|eur|rice}} ont été modifiés{{GENDER:$1|}}. Vous avez été ajouté{{GENDER:$4||e}} comme membre {{PLURAL:$3|du groupe|des groupes}} : $2.
      notification-header-user-rights-expiry-change	L’expiration de {{GENDER:$4|}}votre appartenance {{PLURAL:$3|au groupe suivant|aux groupes suivants}} a été modifiée{{GENDER:$1|}} : $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|}}Vos droits d’utilisat{{GENDER:$4|eur|rice}} ont été modifiés{{GENDER:$1|}}. Vous n’êtes désormais plus membre {{PLURAL:$3|du groupe|des groupes}} : $2.
      notification-known-header-login-fail	Il y a eu '''{{PLURAL:$1|une tentative échouée|$1 tentatives échouées}}''' de connexion à votre compte depuis votre dernière connexion. Si ce n’était pas vous, assurez-vous que votre compte a un mot de passe suffisamment sécurisé.
      notification-new-unbundled-header-login-fail	Il y a eu '''{{PLURAL:$1|une tentative échouée|plusieurs tentatives échouées}}''' de connexion à votre compte depuis un nouvel appareil. Assurez-vous que votre compte a un mot de passe suffisamment robuste.
      """#
    ),
    (
      "es",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|agradeció}} {{GENDER:$4|tu}} creación de <strong>$3</strong>.
      notification-header-edit-user-talk	$1 te {{GENDER:$2|dejó}} un mensaje en '''{{GENDER:$3|tu}} página de discusión'''.
      notification-header-edit-user-talk-with-section	$1 te {{GENDER:$2|dejó}} un mensaje en <strong>{{GENDER:$3|tu}} página de discusión</strong> en «<strong>$4</strong>».
      notification-header-emailuser	$1 te ha {{GENDER:$2|enviado}} un correo electrónico.
      notification-header-log-thank	$1 {{GENDER:$2|agradeció}} {{GENDER:$4|tu}} acción relacionada con <strong>$3</strong>.
      notification-header-login-success	Alguien, probablemente {{GENDER:$1|tú}}, ha accedido con éxito a tu cuenta desde un dispositivo nuevo. Si fuiste tú, puedes ignorar este mensaje. Si no fuiste tú, se recomienda que cambies tu contraseña y revises la actividad de la cuenta.
      notification-header-mention-agent-talkpage	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en <strong>{{GENDER:$2|su}} página de discusión</strong> en el hilo «<strong>$4</strong>».
      notification-header-mention-agent-talkpage-nosection	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en '''{{GENDER:$2|su}} página de discusión'''.
      notification-header-mention-article-talkpage	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en la página de discusión de <strong>$4</strong> en el hilo «<strong>$5</strong>».
      notification-header-mention-article-talkpage-nosection	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en la página de discusión de <strong>$4</strong>.
      notification-header-mention-failure-too-many	{{GENDER:$2|Intentaste}} mencionar a más de $3 {{PLURAL:$3|usuario|usuarios}}. No se enviaron las menciones que superaron ese límite.
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|Tu}} mención de <strong>$3</strong> no se envió porque el usuario es anónimo.
      notification-header-mention-failure-user-unknown	{{GENDER:$2|Tu}} mención de <strong>$3</strong> no se envió porque el usuario no se encontró.
      notification-header-mention-other	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en <strong>$4</strong> en el hilo «<strong>$5</strong>».
      notification-header-mention-other-nosection	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en <strong>$4</strong>.
      notification-header-mention-success	Se ha enviado {{GENDER:$2|tu}} mención a <strong>$3</strong>.
      notification-header-mention-user-talkpage-nosection	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en la '''página de discusión {{GENDER:$5|del usuario|de la usuaria}} $4'''.
      notification-header-mention-user-talkpage-v2	$1 {{GENDER:$3|te}} ha {{GENDER:$2|mencionado}} en la <strong>página de discusión {{GENDER:$5|del usuario|de la usuaria}} $4</strong> en «<strong>$6</strong>».
      notification-header-page-linked	Se creó un enlace desde <strong>$4</strong> a <strong>$3</strong>.
      notification-header-rev-thank	$1 {{GENDER:$2|agradeció}} {{GENDER:$4|tu}} edición en <strong>$3</strong>.
      notification-header-reverted	{{PLURAL:$4|Tu edición en <strong>$3</strong> fue {{GENDER:$2|revertida}}|Tus ediciones en <strong>$3</strong> fueron {{GENDER:$2|revertidas}}}}.
      notification-header-thank-you-1-edit	Acabas de hacer {{GENDER:$2|tu}} primera edición. Gracias y ¡{{GENDER:$2|bienvenido|bienvenida}}!
      notification-header-thank-you-10-edit	Acabas de hacer {{GENDER:$2|tu}} décima edición. Gracias y ¡sigue así!
      notification-header-thank-you-100-edit	Acabas de hacer {{GENDER:$2|tu}} centésima edición. ¡Muchas gracias!
      notification-header-thank-you-1000-edit	Acabas de hacer {{GENDER:$2|tu}} milésima edición. ¡Gracias por ser {{GENDER:$2|un gran colaborador|una gran colaboradora}}!
      notification-header-thank-you-10000-edit	Acabas de hacer {{GENDER:$2|tu}} edición número diez mil. ¡Muchas gracias!
      notification-header-thank-you-100000-edit	Acabas de hacer {{GENDER:$2|tu}} edición número cien mil. ¡Muchas gracias por tu increíble contribución!
      notification-header-thank-you-1000000-edit	Acabas de hacer {{GENDER:$2|tu}} millonésima edición. ¡Gracias por tu asombrosa contribución!
      notification-header-thank-you-10000000-edit	{{GENDER:$2|Acabas de hacer}} tu diezmillonésima edición. ¡Gracias por tu brillante dedicación!
      notification-header-user-rights-add-and-remove	{{GENDER:$6|Tus}} permisos de usuario han sido {{GENDER:$1|modificados}}. Ahora perteneces a: $2. Ya no eres miembro de: $4.
      notification-header-user-rights-add-only	{{GENDER:$4|Tus}} permisos de usuario han sido {{GENDER:$1|modificados}}. Ahora perteneces a: $2.
      notification-header-user-rights-expiry-change	Se ha {{GENDER:$1|modificado}} la duración de {{GENDER:$4|tu}} pertenencia en {{PLURAL:$3|el siguiente grupo|los siguientes grupos}} de usuario: $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|Tus}} permisos de usuario han sido {{GENDER:$1|modificados}}. Ya no eres miembro de: $2.
      notification-known-header-login-fail	Hubo '''{{PLURAL:$1|un intento fallido|$1 intentos fallidos}}''' de acceder a tu cuenta desde la última vez que la utilizaste. Si no has sido tú, asegúrate de que tu cuenta posea una contraseña segura.
      notification-new-unbundled-header-login-fail	Hubo '''{{PLURAL:$1|un intento fallido|$1 intentos fallidos}}''' de acceder a tu cuenta desde un dispositivo nuevo. Asegúrate de que tu cuenta posea una contraseña segura.
      """#
    ),
    (
      "fi",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|kiitti}} {{GENDER:$4|sinua}} sivun <strong>$3</strong> luonnista.
      notification-header-edit-user-talk	$1 {{GENDER:$2|jätti}} viestin <strong>{{GENDER:$3|keskustelusivullesi}}</strong>.
      notification-header-edit-user-talk-with-section	$1 {{GENDER:$2|jätti}} viestin <strong>{{GENDER:$3|keskustelusivullesi}}</strong> osioon <strong>$4</strong>.
      notification-header-emailuser	$1 {{GENDER:$2|lähetti}} sinulle sähköpostia.
      notification-header-log-thank	$1 {{GENDER:$2|kiitti}} {{GENDER:$4|sinua}} toiminnastasi liittyen sivuun <strong>$3</strong>.
      notification-header-login-success	Joku (luultavasti {{GENDER:$1|sinä}}) kirjautui hiljattain sisään tunnuksellasi uudelta laitteelta. Jos tämä olit sinä, voit jättää tämän viestin huomioimatta. Jos se et ollut sinä, on suositeltavaa, että vaihdat salasanasi ja tarkistat tunnuksesi toiminnan.
      notification-header-mention-agent-talkpage	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} <strong>{{GENDER:$2|keskustelusivullansa}}</strong> osiossa <strong>$4</strong>.
      notification-header-mention-agent-talkpage-nosection	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} <strong>{{GENDER:$2|keskustelusivullansa}}</strong>.
      notification-header-mention-article-talkpage	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} sivun <strong>$4</strong> keskustelusivulla osiossa <strong>$5</strong>.
      notification-header-mention-article-talkpage-nosection	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} sivun <strong>$4</strong> keskustelusivulla.
      notification-header-mention-failure-too-many	{{GENDER:$2|Yritit}} mainita enemmän kuin $3 {{PLURAL:$3|tunnuksen|tunnusta}}. Kyseisen rajan ylittäneitä mainintoja ei lähetetty.
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|Mainintaasi}} käyttäjästä <strong>$3</strong> ei lähetetty, koska tunnus on rekisteröimätön.
      notification-header-mention-failure-user-unknown	{{GENDER:$2|Mainintaasi}} käyttäjästä <strong>$3</strong> ei lähetetty, koska käyttäjää ei löydetty.
      notification-header-mention-other	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} sivulla <strong>$4</strong> osiossa <strong>$5</strong>.
      notification-header-mention-other-nosection	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} sivulla <strong>$4</strong>.
      notification-header-mention-success	{{GENDER:$2|Tekemäsi}} maininta käyttäjästä <strong>$3</strong> on lähetetty.
      notification-header-mention-user-talkpage-nosection	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} <strong>{{GENDER:$5|käyttäjän}} $4 keskustelusivulla</strong>.
      notification-header-mention-user-talkpage-v2	$1 {{GENDER:$2|mainitsi}} {{GENDER:$3|sinut}} <strong>{{GENDER:$5|käyttäjän}} $4 keskustelusivulla</strong> osiossa <strong>$6</strong>.
      notification-header-page-linked	Sivulle <strong>$4</strong> lisättiin linkki sivulle <strong>$3</strong>.
      notification-header-rev-thank	$1 {{GENDER:$2|kiitti}} {{GENDER:$4|sinua}} muokkauksestasi kohteessa <strong>$3</strong>.
      notification-header-reverted	{{PLURAL:$4|Tekemäsi muokkaus|Tekemäsi muokkaukset}} sivulla <strong>$3</strong> on {{GENDER:$2|kumottu}}.
      notification-header-thank-you-1-edit	{{GENDER:$2|Teit}} juuri ensimmäisen muokkauksesi. Kiitos ja tervetuloa!
      notification-header-thank-you-10-edit	{{GENDER:$2|Teit}} juuri kymmenennen muokkauksesi. Kiitos ja jatka muokkaamista!
      notification-header-thank-you-100-edit	{{GENDER:$2|Teit}} juuri sadannen muokkauksesi. Lämpimät onnittelut!
      notification-header-thank-you-1000-edit	{{GENDER:$2|Teit}} juuri tuhannennen muokkauksesi. Kiitos siitä, että olet tarmokas muokkaaja!
      notification-header-thank-you-10000-edit	{{GENDER:$2|Teit}} juuri kymmenennentuhannennen muokkauksesi. Kiitos erittäin paljon!
      notification-header-thank-you-100000-edit	{{GENDER:$2|Teit}} juuri sadannentuhannennen muokkauksesi. Kiitos\nuskomattomasta työstä!
      notification-header-thank-you-1000000-edit	{{GENDER:$2|Teit}} juuri miljoonannen muokkauksesi. Kiitos hämmästyttävästä työstä!
      notification-header-thank-you-10000000-edit	{{GENDER:$2|Teit}} juuri kymmenennen miljoonannen muokkauksesi. Kiitos upeasta omistautumisestasi!
      notification-header-user-rights-add-and-remove	{{GENDER:$6|Sinun}} käyttöoikeuksiasi on {{GENDER:$1|muutettu}}. Sinut on lisätty ryhmiin: $2. Sinut on poistettu ryhmistä: $4.
      notification-header-user-rights-add-only	{{GENDER:$4|Sinun}} käyttöoikeuksiasi on {{GENDER:$1|muutettu}}. Sinut on lisätty ryhmään: $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|Sinun}} käyttöoikeuksiasi on {{GENDER:$1|muutettu}}. Sinut on poistettu ryhmistä: $2.
      notification-new-unbundled-header-login-fail	{{PLURAL:$1|Yksi '''epäonnistunut yritys'''|'''Useita epäonnistuneita yrityksiä'''}} kirjautua tunnuksellasi uudelta laitteelta on havaittu. Varmista, että tunnuksellasi on vahva salasana.
      """#
    ),
    (
      "ja",
      #"""
      notification-header-creation-thank	$1が<strong>$3</strong>の作成で{{GENDER:$4|あなた}}に{{GENDER:$2|感謝}}を示しました。
      notification-header-edit-user-talk	$1 が<strong>{{GENDER:$3|あなたの}}トークページ</strong>にメッセージを{{GENDER:$2|投稿しました}}。
      notification-header-edit-user-talk-with-section	$1 が<strong>{{GENDER:$3|あなたの}}トークページ</strong>のセクション「<strong>$4</strong>」にメッセージを{{GENDER:$2|投稿しました}}。
      notification-header-emailuser	$1 があなたにメールを{{GENDER:$2|送信しました}}。
      notification-header-log-thank	$1が<strong>$3</strong>での{{GENDER:$4|あなた}}の編集に{{GENDER:$2|感謝}}を示しました。
      notification-header-login-success	誰か（おそらく{{GENDER:$1|あなた}}）が最近新しいデバイスからあなたのアカウントにログインしました。もしそれがご自身であれば、このメッセージは無視して構いません。しかしもし、それがご自身のものでなければ、パスワードを変更し、あなたのアカウントのアクティビティを確認することをお勧めします。
      notification-header-mention-agent-talkpage	$1 が<strong>{{GENDER:$2|自身}}のトークページ</strong>のセクション「<strong>$4</strong>」で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-agent-talkpage-nosection	$1 が<strong>{{GENDER:$2|自身}}のトークページ</strong>で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-article-talkpage	$1 が <strong>$4</strong> のセクション「<strong>$5</strong>」で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-article-talkpage-nosection	$1 が <strong>$4</strong> のトークページで{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-failure-too-many	{{GENDER:$2|あなた}}の言及が上限の{{PLURAL:$3|利用者|利用者}}$3人を超えました。上限を超えた言及は送信できませんでした。
      notification-header-mention-failure-user-anonymous	<strong>$3</strong> は匿名利用者のため、{{GENDER:$2|あなた}}の言及を送信できませんでした。
      notification-header-mention-failure-user-unknown	<strong>$3</strong> は存在しない利用者のため、{{GENDER:$2|あなた}}の言及を送信できませんでした。
      notification-header-mention-other	$1 が <strong>$4</strong> のセクション「<strong>$5</strong>」で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-other-nosection	$1 が <strong>$4</strong> で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-success	<strong>$3</strong> に言及を送信{{GENDER:$2|しました}}。
      notification-header-mention-user-talkpage-nosection	$1 が <strong>$4 {{GENDER:$5|の}}利用者トークページ</strong>で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-mention-user-talkpage-v2	$1 が <strong>$4 {{GENDER:$5|の}}利用者トークページ</strong>のセクション「<strong>$6</strong>」で{{GENDER:$3|あなた}}に{{GENDER:$2|言及しました}}。
      notification-header-page-linked	<strong>$3</strong> が <strong>$4</strong> からリンクされました。
      notification-header-rev-thank	$1 が <strong>$3</strong> での{{GENDER:$4|あなた}}の編集に{{GENDER:$2|感謝}}を示しました。
      notification-header-reverted	{{PLURAL:$4|<strong>$3</strong> でのあなたの編集}}が{{GENDER:$2|差し戻されました}}
      notification-header-thank-you-1-edit	{{GENDER:$2|あなた}}は初めて編集を行いました。寄稿をありがとうございます。そして、ようこそ！
      notification-header-thank-you-10-edit	{{GENDER:$2|あなた}}は10回の編集を行いました。これからも頑張りましょう！
      notification-header-thank-you-100-edit	{{GENDER:$2|あなた}}は100回の編集を行いました。ありがとうございます！
      notification-header-thank-you-1000-edit	{{GENDER:$2|あなた}}は1,000回の編集を行いました。たくさんの寄稿をありがとうございます。
      notification-header-thank-you-10000-edit	{{GENDER:$2|あなた}}は10,000回の編集を行いました。非常に多くの寄稿をありがとうございます。
      notification-header-thank-you-100000-edit	{{GENDER:$2|あなた}}は100,000回の編集を行いました。数えきれないほどの寄稿をありがとうございます。
      notification-header-thank-you-1000000-edit	{{GENDER:$2|あなた}}は1,000,000回の編集を行いました。莫大な数の寄稿をありがとうございます。
      notification-header-user-rights-add-and-remove	{{GENDER:$6|あなたの}}利用者権限が{{GENDER:$1|変更されました}}: $2へ追加され、$4から除外されました。
      notification-header-user-rights-add-only	{{GENDER:$4|あなたの}}利用者権限が{{GENDER:$1|変更されました}}: $2へ追加されました。
      notification-header-user-rights-remove-only	{{GENDER:$4|あなたの}}利用者権限が{{GENDER:$1|変更されました}}: $2から除外されました。
      notification-known-header-login-fail	あなたが最後にログインしてから、あなたのアカウントに対して{{PLURAL:$1|'''1回のログイン失敗'''|'''$1回のログイン失敗'''}}がありました。もしご自身のものでなければ、アカウントのパスワードが十分に強いものかどうか確認してください。
      notification-new-unbundled-header-login-fail	新しいデバイスからあなたのアカウントに対して{{PLURAL:$1|'''1回のログイン失敗'''|'''複数回のログイン失敗'''}}がありました。もしご自身のものでなければ、アカウントのパスワードが十分に強いものかどうか確認してください。
      """#
    ),
    (
      "zh-hans",
      #"""
      notification-header-creation-thank	$1对于{{GENDER:$4|您}}所创建的<strong>$3</strong>表示{{GENDER:$2|感谢}}。
      notification-header-edit-user-talk	$1在<strong>{{GENDER:$3|您}}的讨论页</strong>{{GENDER:$2|留言}}了。
      notification-header-edit-user-talk-with-section	$1在<strong>{{GENDER:$3|您}}的讨论页</strong>的“<strong>$4</strong>”段落{{GENDER:$2|留言}}了。
      notification-header-emailuser	$1向您{{GENDER:$2|发送}}了电子邮件。
      notification-header-log-thank	$1{{GENDER:$2|感谢了}}{{GENDER:$4|您}}与<strong>$3</strong>相关的操作。
      notification-header-login-success	最近有人（可能是{{GENDER:$1|您}}）在新的设备上登录了您的账户。如果这确实是您的话，您可以无视这条消息。如果不是您，那么建议您更改您的密码，并检查您账户的活动。
      notification-header-mention-agent-talkpage	$1在<strong>{{GENDER:$2|其}}讨论页</strong>的“<strong>$4</strong>”里{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-agent-talkpage-nosection	$1在<strong>{{GENDER:$2|其}}讨论页</strong>{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-article-talkpage	$1在<strong>$4</strong>的讨论页的“<strong>$5</strong>”段落{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-article-talkpage-nosection	$1在<strong>$4</strong>的讨论页{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-failure-too-many	{{GENDER:$2|您}}尝试提及了超过$3个{{PLURAL:$3|用户}}。上述所有超限的提及未发送。
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|您}}对<strong>$3</strong>的提及未被发送，因为用户为匿名用户。
      notification-header-mention-failure-user-unknown	{{GENDER:$2|您}}对<strong>$3</strong>的提及未被发送，因为找不到用户。
      notification-header-mention-other	$1在<strong>$4</strong>中的“<strong>$5</strong>”{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-other-nosection	$1在<strong>$4</strong>{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-success	{{GENDER:$2|您}}对<strong>$3</strong>的提及被发送。
      notification-header-mention-user-talkpage-nosection	$1在<strong>$4{{GENDER:$5|的}}用户讨论页</strong>{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-mention-user-talkpage-v2	$1在<strong>$4{{GENDER:$5|的}}用户讨论页</strong>的“<strong>$6</strong>”中{{GENDER:$2|提到}}了{{GENDER:$3|您}}。
      notification-header-page-linked	有人在<strong>$4</strong>中加入了<strong>$3</strong>的链接。
      notification-header-rev-thank	$1{{GENDER:$2|感谢了}}{{GENDER:$4|您}}在<strong>$3</strong>的编辑。
      notification-header-reverted	有人{{GENDER:$2|回退}}了您{{PLURAL:$4|对<strong>$3</strong>所作出的编辑}}。
      notification-header-thank-you-1-edit	{{GENDER:$2|您}}刚刚完成了第一笔编辑。谢谢，我们欢迎{{GENDER:$2|您}}！
      notification-header-thank-you-10-edit	{{GENDER:$2|您}}刚刚完成了第十笔编辑。感谢{{GENDER:$2|您}}，请继续保持！
      notification-header-thank-you-100-edit	{{GENDER:$2|您}}刚刚完成了第一百笔编辑。非常感谢{{GENDER:$2|您}}！
      notification-header-thank-you-1000-edit	{{GENDER:$2|您}}刚刚完成了第一千笔编辑。感谢{{GENDER:$2|您}}，伟大的贡献者！
      notification-header-thank-you-10000-edit	{{GENDER:$2|您}}刚刚完成了第一万笔编辑。我们感激不尽！
      notification-header-thank-you-100000-edit	{{GENDER:$2|您}}刚刚完成了第十万笔编辑。感谢{{GENDER:$2|您}}惊人的贡献！
      notification-header-thank-you-1000000-edit	{{GENDER:$2|您}}刚刚完成了第一百万笔编辑。感谢{{GENDER:$2|您}}的贡献，您真了不起！
      notification-header-thank-you-10000000-edit	{{GENDER:$2|您}}刚刚完成了第一千万笔编辑。感谢{{GENDER:$2|您}}的杰出奉献！
      notification-header-user-rights-add-and-remove	{{GENDER:$6|您}}的用户权限已{{GENDER:$1|更改}}。您已被添加至：$2。您不再属于以下用户组的成员：$4。
      notification-header-user-rights-add-only	{{GENDER:$4|您}}的用户权限已{{GENDER:$1|更改}}。您已被添加至：$2。
      notification-header-user-rights-expiry-change	{{GENDER:$4|您}}的以下{{PLURAL:$3|用户组}}的成员逾期时间已被{{GENDER:$1|更改}}：$2。
      notification-header-user-rights-remove-only	{{GENDER:$4|您}}的用户权限已{{GENDER:$1|更改}}。您不再属于以下用户组的成员：$2。
      notification-known-header-login-fail	自从您上次登录以来，{{PLURAL:$1|有'''$1次'''}}失败的登录您账户的尝试。如果这不是您的话，请确保您的账户拥有强密码。
      notification-new-unbundled-header-login-fail	目前在新设备上已经有{{PLURAL:$1|'''一次'''|'''多次'''}}失败的登录您账户的尝试。请确保您的账户拥有强密码。
      """#
    ),
    (
      "ru",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|поблагодарил|поблагодарила}} {{GENDER:$4|вас}} за создание страницы <strong>$3</strong>.
      notification-header-edit-user-talk	$1 оставил{{GENDER:$2||а}} сообщение на <strong>{{GENDER:$3|вашей}} странице обсуждения</strong>.
      notification-header-edit-user-talk-with-section	$1 оставил{{GENDER:$2||а}} сообщение на <strong>{{GENDER:$3|вашей}} странице обсуждения</strong> в разделе «<strong>$4</strong>».
      notification-header-emailuser	$1 отправил{{GENDER:$2||а}} вам письмо.
      notification-header-log-thank	$1 {{GENDER:$2|поблагодарил|поблагодарила}} {{GENDER:$4|вас}} за действие на странице <strong>$3</strong>.
      notification-header-login-success	Кто-то (вероятно {{GENDER:$1|вы}}) недавно вошёл в вашу учётную запись с нового компьютера. Если это были вы, можете не обращать внимания на данное сообщение. Если это были не вы, то вам рекомендуется поменять пароль и проверить действия, совершённые в вашей учётной записи.
      notification-header-mention-agent-talkpage	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на <strong>{{GENDER:$2|своей}} странице обсуждения</strong> в разделе «<strong>$4</strong>».
      notification-header-mention-agent-talkpage-nosection	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на <strong>{{GENDER:$2|его|её|своей}} странице обсуждения</strong>.
      notification-header-mention-article-talkpage	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на странице обсуждения «<strong>$4</strong>» в разделе «<strong>$5</strong>».
      notification-header-mention-article-talkpage-nosection	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на странице обсуждения «$4».
      notification-header-mention-failure-too-many	{{GENDER:$2|Вы}} попытались упомянуть более $3 {{PLURAL:$3|участника|участников}}. Все упоминания выше этого лимита не были разосланы.
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|Ваше}} упоминание <strong>$3</strong> не было отправлено, так как эта учётная запись анонимна.
      notification-header-mention-failure-user-unknown	{{GENDER:$2|Ваше}} упоминание <strong>$3</strong> не было отправлено, так как эта учётная запись не найдена.
      notification-header-mention-other	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на странице <strong>$4</strong> в разделе «<strong>$5</strong>».
      notification-header-mention-other-nosection	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на странице <strong>$4</strong>.
      notification-header-mention-success	{{GENDER:$2|Ваше}} упоминание {{GENDER:$3|участника|участницы}} <strong>$3</strong> было отправлено.
      notification-header-mention-user-talkpage-nosection	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на <strong>странице обсуждения {{GENDER:$5|$4}}</strong>.
      notification-header-mention-user-talkpage-v2	$1 упомянул{{GENDER:$2||а}} {{GENDER:$3|вас}} на <strong>странице обсуждения {{GENDER:$5|$4}}</strong> в разделе «<strong>$6</strong>».
      notification-header-page-linked	Была сделана ссылка с <strong>$4</strong> на <strong>$3</strong>.
      notification-header-rev-thank	$1 {{GENDER:$2|поблагодарил|поблагодарила}} {{GENDER:$4|вас}} за правку на странице <strong>$3</strong>.
      notification-header-reverted	{{PLURAL:$4|Ваша правка|Ваши правки}} на странице <strong>$3</strong> {{GENDER:$2|{{PLURAL:$4|была отменена|были отменены}}}}.
      notification-header-thank-you-1-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|вашу}} первую правку. Благодарим {{GENDER:$2|вас}} за это, и добро пожаловать!
      notification-header-thank-you-10-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|вашу}} десятую правку. Благодарим {{GENDER:$2|вас}} за это, продолжайте в том же духе!
      notification-header-thank-you-100-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|вашу}} сотую правку. Большое спасибо за это!
      notification-header-thank-you-1000-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|свою}} тысячную правку; спасибо {{GENDER:$2|вам}} за большой вклад!
      notification-header-thank-you-10000-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|свою}} десятитысячную правку; огромное {{GENDER:$2|вам}} спасибо!
      notification-header-thank-you-100000-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|свою}} стотысячную правку; спасибо {{GENDER:$2|вам}} за удивительный вклад!
      notification-header-thank-you-1000000-edit	{{GENDER:$2|Вы}} только что сделали {{GENDER:$2|свою}} миллионную правку; спасибо {{GENDER:$2|вам}} за умопомрачительный вклад!
      notification-header-thank-you-10000000-edit	{{GENDER:$2|Вы}} только что следали {{GENDER:$2|вашу}} десятимиллионную правку; спасибо {{GENDER:$2|вам}} за ваш блестящий вклад!
      notification-header-user-rights-add-and-remove	{{GENDER:$6|Ваши}} права участника были {{GENDER:$1|изменены}}. Вы были добавлены в: $2. Вы больше не входите в: $4.
      notification-header-user-rights-add-only	{{GENDER:$4|Ваши}} права пользователя были {{GENDER:$1|изменены}}. Вы добавлены в группу: $2.
      notification-header-user-rights-expiry-change	Время истечения {{GENDER:$4|вашего}} членства в {{PLURAL:$3|следующей группе|следующих группах}} {{GENDER:$1|изменено}}: $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|Ваши}} права пользователя были {{GENDER:$1|изменены}}. Вы больше не входите в группу: $2.
      notification-known-header-login-fail	Со времени вашего последнего входа {{PLURAL:$1|была совершена '''неудачная попытка'''|были совершены '''$1 неудачные попытки'''|было совершено '''$1 неудачных попыток'''}} войти в вашу учётную запись. Если это были не вы, пожалуйста убедитесь, что у вашей учётной записи стойкий пароль.
      notification-new-unbundled-header-login-fail	{{PLURAL:$1|Была совершена '''неудачная попытка'''|Были совершены '''многократные неудачные попытки'''}} войти в вашу учётную запись с нового компьютера. Пожалуйста убедитесь, что у вашей учётной записи стойкий пароль.
      """#
    ),
    (
      "ar",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|شكر|شكرت}}{{GENDER:$4|ك}} على إنشائك <strong>$3</strong>.
      notification-header-edit-user-talk	{{GENDER:$2|بعث|بعثت}} $1 رسالةً إليك في <strong>{{GENDER:$3|صفحة نقاشك}}</strong>.
      notification-header-edit-user-talk-with-section	{{GENDER:$2|بعث|بعثت}} $1 رسالةً إليك في <strong>{{GENDER:$3|صفحة نقاشك}}</strong> في "<strong>$4</strong>".
      notification-header-emailuser	{{GENDER:$2|أرسل|أرسلت}} $1 بريدا إلكترونيا إليك.
      notification-header-log-thank	$1 {{GENDER:$2|شكر|شكرت}}{{GENDER:$4|ك}} لفعلك المرتبط ب<strong>$3</strong>.
      notification-header-login-success	شخص ما (غالبا {{GENDER:$1|أنت}}) مؤخرا سجل الدخول لحسابك من جهاز جديد. لو كان هذا أنت، فيمكنك تجاهل هذه الرسالة. إذا لم تكن أنت، فإنه يُوصى أن تُغير كلمة السر الخاصة بك، وتتحقق من نشاط حسابك.
      notification-header-mention-agent-talkpage	{{GENDER:$2|أشار|أشارت}} $1 {{GENDER:$3|لك|لكِ}} في <strong>صفحة {{GENDER:$2|نقاشه|نقاشها}}</strong> في قسم "<strong>$4</strong>".
      notification-header-mention-agent-talkpage-nosection	$1 {{GENDER:$2|أشار|أشارت}} {{GENDER:$3|لك}} على صفحة <strong>{{GENDER:$2|نقاشه|نقاشها}}</strong>.
      notification-header-mention-article-talkpage	{{GENDER:$2|أشار|أشارت}} $1 {{GENDER:$3|إليك|إليكِ}} في صفحة نقاش <strong>$4</strong> في قسم "<strong>$5</strong>".
      notification-header-mention-article-talkpage-nosection	{{GENDER:$2|أشار|أشارت}} $1 {{GENDER:$3|إليك|إليكِ}} في صفحة نقاش <strong>$4</strong>.
      notification-header-mention-failure-too-many	{{GENDER:$2|لقد حاولت}} الإشارة لأكثر من $3 {{PLURAL:$3|مستخدم}}، لم تُرسَل جميع الإشارات فوق الحد.
      notification-header-mention-failure-user-anonymous	{{GENDER:$2|إشارتك|إشارتكِ}} إلى  <strong>$3</strong> لم ترسل لأن المستخدم مجهول.
      notification-header-mention-failure-user-unknown	{{GENDER:$2|إشارتك|إشارتكِ}} إلى <strong>$3</strong> لم ترسل لأن المستخدم لم يُعثر عليه.
      notification-header-mention-other	{{GENDER:$2|أشار|أشارت}} $1 {{GENDER:$3|لك|لكِ}} في صفحة <strong>$4</strong> في قسم "<strong>$5</strong>".
      notification-header-mention-other-nosection	$1 {{GENDER:$2|أشار|أشارت}} {{GENDER:$3|لك|لكِ}} في <strong>$4</strong>.
      notification-header-mention-success	{{GENDER:$2|إشارتك|إشارتكِ}} إلى <strong>$3</strong> أرسلت.
      notification-header-mention-user-talkpage-nosection	{{GENDER:$2|أشار|أشارت}} $1 {{GENDER:$3|لك|لكِ}} في <strong>صفحة نقاش مستخدم {{GENDER:$5|ل}} $4</strong>.
      notification-header-mention-user-talkpage-v2	{{GENDER:$2|أشار|أشارت}} $1 {{GENDER:$3|لك|لكِ}} في <strong>صفحة نقاش {{GENDER:$5|}} $4</strong> في "<strong>$6</strong>".
      notification-header-page-linked	أضيفت وصلة لصفحة <strong>$3</strong> في صفحة <strong>$4</strong>.
      notification-header-rev-thank	{{GENDER:$2|شكرك|شكرتك}} $1 على {{GENDER:$4|تعديلك}} في <strong>$3</strong>.
      notification-header-reverted	{{PLURAL:$4|تعديلاتك}} في <strong>$3</strong> {{GENDER:$2|أُلغِيت}}
      notification-header-thank-you-1-edit	لقد {{GENDER:$2|قمت|قمتِ}} قبل قليل {{GENDER:$2|بتعديلك|بتعديلكِ}} الأول؛ شكرًا {{GENDER:$2|لك|لكِ}}، ومرحبًا بك!
      notification-header-thank-you-10-edit	لقد {{GENDER:$2|قمت|قمتِ}} {{GENDER:$2|بتعديلك|بتعديلكِ}} العاشر؛ شكرًا {{GENDER:$2|لك|لكِ}}، و{{GENDER:$2|واصل|واصلي}} العمل!
      notification-header-thank-you-100-edit	لقد {{GENDER:$2|قمت|قمتِ}} قبل قليل {{GENDER:$2|بتعديلك|بتعديلكِ}} رقم مئة؛ شكرًا جزيلًا {{GENDER:$2|لك|لكِ}}!
      notification-header-thank-you-1000-edit	لقد {{GENDER:$2|قمت|قمتِ}} قبل قليل {{GENDER:$2|بتعديلك|بتعديلكِ}} رقم ألف؛ شكرًا {{GENDER:$2|لك|لكِ}} لكونك مساهمًا عظيمًا!
      notification-header-thank-you-10000-edit	لقد {{GENDER:$2|قمت|قمتِ}} قبل قليل {{GENDER:$2|بتعديلك|بتعديلكِ}} رقم عشرة آلاف؛ شكرًا جزيلًا {{GENDER:$2|لك|لكِ}}!
      notification-header-thank-you-100000-edit	لقد قُمت حالًا {{GENDER:$2|بتعديلك}} رقم مائة ألف؛ شكرًا لمساهمتك المذهلة!
      notification-header-thank-you-1000000-edit	لقد {{GENDER:$2|قمت|قمتِ}} قبل قليل {{GENDER:$2|بتعديلك|بتعديلكِ}} رقم مليون؛ شكرًا {{GENDER:$2|لك|لكِ}} على مساهمتك المذهلة!
      notification-header-user-rights-add-and-remove	{{GENDER:$6|صلاحياتك}} تم {{GENDER:$1|تغييرها}}. أنت تمت إضافتك إلى: $2. أنت لم تعد عضوا في: $4.
      notification-header-user-rights-add-only	صلاحيات المستخدم الخاصة {{GENDER:$4|بك}} تم {{GENDER:$1|تغييرها}}. تمت إضافتك إلى: $2.
      notification-header-user-rights-expiry-change	تاريخ انتهاء {{GENDER:$4|عضويتك}} في {{PLURAL:$3|المجموعة|المجموعات}} التالية تم {{GENDER:$1|تغييرها}}: $2.
      notification-header-user-rights-remove-only	{{GENDER:$4|صلاحياتك}} تم {{GENDER:$1|تغييرها}}. أنت لم تعد عضوا في: $2.
      notification-known-header-login-fail	كانت {{PLURAL:$1|هناك '''محاولة فاشلة'''|هناك '''$1 محاولة فاشلة'''}} لتسجيل الدخول لحسابك منذ آخر مرة سجلت دخولك. إذا لم تكن أنت، فمن فضلك تأكد من قوة كلمة سر حسابك.
      notification-new-unbundled-header-login-fail	كانت {{PLURAL:$1|هناك '''محاولة فاشلة'''|هناك '''عدة محاولات فاشلة'''}} لتسجيل الدخول إلى حسابك من جهاز جديد. من فضلك تأكد من قوة كلمة سر حسابك.
      """#
    ),
    (
      "he",
      #"""
      notification-header-creation-thank	$1 {{GENDER:$2|הודה|הודתה}} {{GENDER:$4|לך}} על כך שיצרת את הדף <strong>$3</strong>.
      notification-header-edit-user-talk	$1 {{GENDER:$2|השאיר|השאירה}} הודעה ב<strong>דף השיחה {{GENDER:$3|שלך}}</strong>.
      notification-header-edit-user-talk-with-section	$1 {{GENDER:$2|השאיר|השאירה}} הודעה ב<strong>דף השיחה {{GENDER:$3|שלך}}</strong> בפסקה "<strong>$4</strong>".
      notification-header-emailuser	$1 {{GENDER:$2|שלח|שלחה}} לך דוא"ל.
      notification-header-log-thank	$1 {{GENDER:$2|הודה|הודתה}} {{GENDER:$4|לך}} על פעולה שעשית בדף <strong>$3</strong>.
      notification-header-login-success	מישהו (אולי {{GENDER:$1|אתה|את}}) הצליח לאחרונה להיכנס לחשבון שלך ממכשיר חדש. אם {{GENDER:$1|זה אתה, אתה יכול|זאת את, את יכולה}} להתעלם מההודעה הזאת. אם {{GENDER:$1|זה לא אתה|זאת לא את}}, מומלץ לשנות את הסיסמה שלך, ולבדוק את הפעילות בחשבון שלך.
      notification-header-mention-agent-talkpage	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} ב<strong>דף השיחה {{GENDER:$2|שלו|שלה}}</strong> בפסקה "<strong>$4</strong>".
      notification-header-mention-agent-talkpage-nosection	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} ב<strong>דף השיחה {{GENDER:$2|שלו|שלה}}</strong>.
      notification-header-mention-article-talkpage	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} בדף השיחה של הדף <strong>$4</strong> בפסקה "<strong>$5</strong>".
      notification-header-mention-article-talkpage-nosection	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} בדף השיחה של הדף <strong>$4</strong>.
      notification-header-mention-failure-too-many	{{GENDER:$2|ניסית}} להזכיר יותר {{PLURAL:$3|ממשתמש אחד|מ־$3 משתמשים}}. כל האזכורים מעל המגבלה הזאת לא נשלחו.
      notification-header-mention-failure-user-anonymous	האזכור {{GENDER:$2|שלך}} לא נשלח אל <strong>$3</strong> כי זה משתמש אלמוני.
      notification-header-mention-failure-user-unknown	האזכור ש{{GENDER:$2|עשית}} עבור <strong>$3</strong> לא נשלח כי המשתמש לא נמצא.
      notification-header-mention-other	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} בדף <strong>$4</strong> בפסקה "<strong>$5</strong>".
      notification-header-mention-other-nosection	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} בדף <strong>$4</strong>.
      notification-header-mention-success	האזכור ש{{GENDER:$2|עשית}} נשלח ל{{GENDER:$3|משתמש|משתמשת}} <strong>$3</strong>.
      notification-header-mention-user-talkpage-nosection	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} ב<strong>דף השיחה של {{GENDER:$5|$4}}</strong>.
      notification-header-mention-user-talkpage-v2	$1 {{GENDER:$2|הזכיר|הזכירה}} {{GENDER:$3|אותך}} ב<strong>דף השיחה של {{GENDER:$5|$4}}</strong> בפסקה "<strong>$6</strong>".
      notification-header-page-linked	נוצר קישור מהדף <strong>$4</strong> אל הדף <strong>$3</strong>.
      notification-header-rev-thank	$1 {{GENDER:$2|הודה|הודתה}} {{GENDER:$4|לך}} על עריכה שלך בדף <strong>$3</strong>.
      notification-header-reverted	{{PLURAL:$4|העריכה {{GENDER:$2|שלך}} בדף <strong>$3</strong> בוטלה|העריכות שלך בדף <strong>$3</strong> בוטלו}}.
      notification-header-thank-you-1-edit	זה עתה {{GENDER:$2|עשית}} את העריכה הראשונה שלך; תודה ו{{GENDER:$2|ברוך הבא|ברוכה הבאה|ברוך בואך}}!
      notification-header-thank-you-10-edit	זה עתה {{GENDER:$2|עשית}} את העריכה העשירית שלך; תודה, {{GENDER:$2|המשך|המשיכי}} כך!
      notification-header-thank-you-100-edit	זה עתה {{GENDER:$2|עשית}} את העריכה המאה שלך; תודה רבה!
      notification-header-thank-you-1000-edit	זה עתה {{GENDER:$2|עשית}} את העריכה ה־1,000 שלך; תודה {{GENDER:$2|שאתה תורם כה נפלא|שאת תורמת כה נפלאה|שתרמת כל־כך הרבה}}!
      notification-header-thank-you-10000-edit	{{GENDER:$2|עשית}} את העריכה העשרת אלפים שלך; תודה רבה־רבה!
      notification-header-thank-you-100000-edit	{{GENDER:$2|עשית}} את העריכה המאה אלף שלך; תודה על התרומה המדהימה הזאת!
      notification-header-thank-you-1000000-edit	{{GENDER:$2|עשית}} את העריכה המיליון שלך; תודה על התרומה המדהימה הזאת!
      notification-header-thank-you-10000000-edit	{{GENDER:$2|עשית}} את העריכה העשרה מיליון שלך; תודה על המסירות המבריקה שלך!
      notification-header-user-rights-add-and-remove	הרשאות המשתמש שלך {{GENDER:$1|שונו}}. נוספת ל{{GRAMMAR:תחילית|$2}}. {{GENDER:$6|אתה כבר לא חבר|את כבר לא חברה}} ב{{GRAMMAR:תחילית|$4}}.
      notification-header-user-rights-add-only	הרשאות המשתמש שלך {{GENDER:$1|שונו}}. {{GENDER:$4|נוספת}} ל{{GRAMMAR:תחילית|$2}}.
      notification-header-user-rights-expiry-change	תפוגת החברות {{GENDER:$4|שלך}} {{PLURAL:$3|בקבוצה הבאה|בקבוצות הבאות}} {{GENDER:$1|שונתה}}: $2
      notification-header-user-rights-remove-only	הרשאות המשתמש שלך {{GENDER:$1|שונו}}. {{GENDER:$4|אתה כבר לא חבר|את כבר לא חברה}} ב{{GRAMMAR:תחילית|$2}}.
      notification-known-header-login-fail	{{PLURAL:$1|נעשה '''ניסיון כושל'''|נעשו '''$1 ניסיונות כושלים'''}} להיכנס לחשבון שלך מאז הפעם האחרונה שנכנסת. אם זה לא היית {{GENDER:|אתה|את}}, נא לוודא שלחשבון שלך יש סיסמה חזקה.
      notification-new-unbundled-header-login-fail	{{PLURAL:$1|נעשה '''ניסיון כושל'''|נעשו '''$1 ניסיונות כושלים'''}} להיכנס לחשבון שלך ממכשיר חדש מאז הפעם האחרונה שנכנסת. נא לוודא שלחשבון שלך יש סיסמה חזקה.
      """#
    ),
  ]
}
