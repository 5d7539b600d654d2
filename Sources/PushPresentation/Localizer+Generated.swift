// Made by scripts/translations from Localizations/*.strings and Screens/STRINGS.md; do not edit.

import PushAppFeature

extension Localizer {
  /// Each key's English as the screens draw it, `$1` for a run-time part.
  static let englishSource = #"""
    settings-title	Settings
    settings-account	Account
    main-menu-account-login	Log in
    settings-my-languages	My languages
    search-title	Search
    welcome-exploration-explore-feed-title	Explore feed
    settings-notifications	Push notifications
    theme-light-display-name	Light
    theme-sepia-display-name	Sepia
    theme-dark-display-name	Dark
    theme-black-display-name	Black
    settings-storage-and-syncing-title	Article storage and syncing
    settings-clear-cache	Clear cached data
    main-menu-heading-legal	Privacy and Terms
    main-menu-privacy-policy	Privacy policy
    main-menu-terms-of-use	Terms of Use
    preference-summary-eventlogging-opt-in	Allow Wikimedia Foundation to collect information about how you use the app to make the app better
    main-menu-rate-app	Rate the app
    settings-help-and-feedback	Help and feedback
    main-menu-about	About the app
    appearance-settings-reading-themes	Reading themes
    settings-notifications-header	Be alerted to activity related to your account, such as messages from fellow contributors, alerts, and notices. All provided with respect to privacy and up to the minute data.
    notifications-center-type-title-user-talk-page-messsage	Talk page message
    notifications-center-type-title-connection-with-wikidata	Connection with Wikidata
    notifications-center-subheader-login-success-unknown-device	Login from an unfamiliar device
    notifications-center-type-title-page-review	Page review
    notifications-center-type-title-email-from-other-user	Email from other user
    notifications-center-type-title-edit-milestone	Edit milestone
    settings-notifications-echo-failure-try-again	Try again
    settings-notifications-echo-failure-title	Unable to Check for Echo Notification subscriptions
    settings-notifications-echo-failure-message	An error occurred while checking for notification subscriptions related to your account.
    action-cancel	Cancel
    button-ok	OK
    main-menu-account-logout-are-you-sure	Are you sure you want to log out?
    main-menu-account-logout	Log out
    account-group-title	Your Account
    account-talk-preferences-title	Talk page preferences
    account-talk-preferences-auto-sign-discussions	Auto-sign discussions
    account-talk-preferences-auto-sign-discussions-setting-explanation	Auto-signing of discussions will use the signature defined in Signature settings
    languages-wikipedia	Wikipedia languages
    article-languages-yours#upper	YOUR LANGUAGES
    settings-primary-language#upper	PRIMARY
    settings-primary-language-details	The first language in this list is used as the primary language for the app.
    welcome-languages-add-button	Add another language
    explore-feed-language-settings#upper	EXPLORE FEED LANGUAGE SETTINGS
    explore-feed-preferences-customize-explore-feed-action-title	Customize Explore feed
    settings-languages-feed-customization	You can manage which languages are shown on your Explore feed by customizing your Explore feed settings.
    article-languages-others#upper	OTHER LANGUAGES
    notifications-push-talk-title-format	New message
    home-title	Explore
    search-field-placeholder-text	Search Wikipedia
    places-title	Places
    saved-title	Saved
    history-title	History
    notifications-center-title	Notifications
    notifications-center-badge-button-accessibility-label	Notifications with unread badge
    explore-featured-article-heading	Featured article
    explore-potd-heading	Picture of the day
    explore-most-read-generic-heading	Top read
    notifications-center-feed-news-notification-text	Editing notifications for all Wikimedia projects are now available through the app. Opt in to push notifications to keep up to date with your messages on Wikipedia while on the go.
    notifications-center-feed-news-notification-button-text	Turn on push notifications
    description-published-button-title	Done
    notifications-center-filters-accessibility-label	Notifications Filter
    notifications-center-applied-filters-accessibility-label	Notifications Filter - has filters applied
    notifications-center-project-filters-accessibility-label	Projects Filter
    notifications-center-applied-project-filters-accessibility-label	Projects Filter - has filters applied
    notifications-center-inbox-title	Projects
    notifications-center-filters-title	Filters
    notifications-center-status-all-notifications	All notifications
    notifications-center-status-filtered-by	Filtered by
    notifications-center-status-in-projects	In %1 projects
    notifications-center-status-in-projects	In 1 project
    notifications-center-checking-for-notifications	Checking for notifications...
    notifications-center-mark	Mark
    notifications-center-toolbar-mark-accessibility-label	Mark selected notifications
    notifications-center-mark-all-as-read	Mark all as read
    notifications-center-empty-no-messages	You have no messages
    notifications-center-empty-state-no-projects-selected	Add projects to see more messages
    notifications-center-empty-state-filters-subtitle	Modify $1 to see more messages
    notifications-center-subheader-message-user-talk-page	Message on your talk page
    notifications-center-subheader-mention-talk-page	Mention on talk page
    notifications-center-subheader-edit-reverted	Your edit was reverted
    notifications-center-subheader-page-reviewed	Page reviewed
    notifications-center-subheader-wikidata-connection	Wikidata connection made
    notifications-center-subheader-email-from-other-user	New email
    notifications-center-subheader-translate-milestone	Translation milestone
    notifications-center-subheader-edit-milestone	Editing milestone
    notifications-center-subheader-login-fail-unknown-device	Failed log in attempt
    notifications-center-agent-description-from-format	From $1
    notifications-center-alert	Alert
    notifications-center-header-alert-from-agent	Alert from $1
    notifications-center-type-item-description-notice	Notice
    notifications-center-change-password	Change password
    relative-date-min-ago	Now
    relative-date-min-ago	%1 min ago
    relative-date-min-ago	%1 mins ago
    relative-date-hrs-ago	%1 hr ago
    relative-date-hrs-ago	%1 hrs ago
    notifications-center-swipe-mark-as-read	Mark as read
    notifications-center-swipe-mark-as-unread	Mark as unread
    notifications-center-swipe-more	More
    notifications-center-filters-read-status-section-title#upper	READ STATUS
    notifications-center-filters-read-status-item-title-all	All
    notifications-center-filters-read-status-item-title-read	Read
    notifications-center-filters-read-status-item-title-unread	Unread
    notifications-center-filters-types-section-title#upper	TYPES OF NOTIFICATIONS
    notifications-center-filters-types-item-title-all	All types
    notifications-center-filters-types-footer	Modify notification types to filter them in/out of your notification inbox. Types that are turned off will not be visible, but their content and any new notifications will be available when the toggle is turned on again.
    notifications-center-type-title-talk-page-mention	Talk page mention
    notifications-center-type-title-edit-summary-mention	Edit summary mention
    notifications-center-type-title-sent-mention-success	Sent mention success
    notifications-center-type-title-sent-mention-failure	Sent mention failure
    notifications-center-type-title-edit-reverted	Edit reverted
    notifications-center-type-title-login-attempts	Login attempts
    notifications-center-type-title-login-success	Login success
    notifications-center-type-title-welcome	Welcome
    notifications-center-type-title-other	Other
    notifications-center-inbox-wikimedia-projects-section-title#upper	WIKIMEDIA PROJECTS
    notifications-center-inbox-wikimedia-projects-section-footer	Only projects you have created an account for will appear here
    notifications-center-inbox-wikipedias-section-title#upper	WIKIPEDIAS
    notifications-center-num-selected-messages-format	%1 message
    notifications-center-num-selected-messages-format	%1 messages
    notifications-center-mark-as-read	Mark as Read
    notifications-center-mark-as-unread	Mark as Unread
    notifications-center-mark-all-as-read-confirmation-format	Are you sure that you want to mark all %1 messages of your notifications as read? Your notifications will be marked as read on all of your devices.
    notifications-center-mark-all-as-read-confirmation-format	Are you sure that you want to mark all %1 message of your notifications as read? Your notifications will be marked as read on all of your devices.
    notifications-center-mark-all-as-read-missing-number	Are you sure that you want to mark all of your notifications as read? Your notifications will be marked as read on all of your devices.
    notifications-center-detail-title	Notification Detail
    notifications-center-type-item-description-mentions	Mentions
    notifications-center-go-to-diff	Diff
    notifications-center-go-to-user-page	$1's user page
    notifications-center-go-to-your-talk-page	Your talk page
    notifications-center-go-to-article-talk-format	$1 talk page
    notifications-center-go-to-article	Article
    notifications-center-go-to-wikidata-item	Wikidata item
    notifications-center-login-notifications	Login notifications
    notifications-center-destination-web	On web
    notifications-center-destination-app	In app
    notifications-center-notifications-settings	Notification settings
    notifications-center-onboarding-modal-title	Editing notifications
    notifications-center-onboarding-modal-notifications-alerts-title	Notifications and alerts
    notifications-center-onboarding-modal-notifications-alerts-message	Notifications help keep you informed of activity related to your edits and account.
    notifications-center-onboarding-modal-filters-message	Filter your notifications by read status and type to easily narrow down your inbox.
    notifications-center-onboarding-modal-project-inboxes-title	Project inboxes
    notifications-center-onboarding-modal-project-inboxes-message	View all your unread messages from different language Wikipedias and Wikimedia projects in one place.
    notifications-center-onboarding-modal-push-notifications-message	Opt in to push notifications to keep up to date with your editing messages and alerts while on the go.
    notifications-center-onboarding-modal-continue-action	Continue
    notifications-center-onboarding-modal-learn-more-action	Learn more about notifications
    notifications-center-onboarding-panel-heading	Turn on push notifications?
    notifications-center-onboarding-panel-subheading	Wikipedia is a collaborative project and turning on push notifications can make it easier to keep up to date with messages, alerts, and "thanks" from fellow editors.
    notifications-center-onboarding-panel-secondary-button	No thanks
    description-edit-title	Edit description
    description-welcome-descriptions-title	Article descriptions
    description-welcome-descriptions-sub-title	Summarizes an article to help readers understand the subject at a glance
    button-skip	Skip
    button-next	Next
    description-welcome-concise-title	Keep it short
    description-welcome-concise-sub-title	Ideally one line, between two to twelve words
    description-welcome-promise-title	By starting, I promise not to misuse this feature
    description-welcome-start-editing-button	Start editing
    description-add-title	Add description
    close-button-accessibility-label	Close
    description-edit-for-article	Article description for $1
    description-edit-placeholder-title	Short descriptions are best
    description-edit-warning	Try to keep descriptions short so users can understand the article's subject at a glance
    description-edit-warning-casing	Only proper nouns should be capitalized, even at the start of the sentence.
    description-edit-publish	Publish description
    description-edit-license	By changing the article description, I agree to the $1 and to irrevocably release my contributions under the $2 license.
    wikitext-upload-save-anonymously-warning	Edits will be attributed to the IP address of your device. If you $1 you will have more privacy.
    announcements-dismiss	Dismiss
    description-published-title	Description published!
    description-published-subtitle	You just made Wikipedia better for everyone
    button-go-back	Go back
    reverted-edit-title	Reverted edit
    """#

  /// Each language's translations of those keys, from the shipped app (Localizations/, STRINGS.md).
  static let translationSources: [(UILanguage, String)] = [
    (
      .german,
      #"""
      account-group-title	Dein Benutzerkonto
      account-talk-preferences-auto-sign-discussions	Beiträge automatisch signieren
      account-talk-preferences-auto-sign-discussions-setting-explanation	Beim automatischen Signieren von Diskussionen wird die in den Signatur-Einstellungen definierte Signatur verwendet.
      account-talk-preferences-title	Diskussionsseiten Einstellungen
      action-cancel	Abbrechen
      announcements-dismiss	Ausblenden
      appearance-settings-reading-themes	Lese-Farbschemen
      article-languages-others	Andere Sprachen
      article-languages-yours	Deine Sprachen
      button-go-back	Zurück
      button-next	Weiter
      button-ok	Okay
      button-skip	Überspringen
      close-button-accessibility-label	Schließen
      description-add-title	Beschreibung hinzufügen
      description-edit-for-article	Artikelbeschreibung für $1
      description-edit-license	Durch die Änderung der Artikelbeschreibung stimme ich den $1 und der unwiderruflichen Veröffentlichung meiner Beiträge unter der Lizenz $2 zu.
      description-edit-placeholder-title	Kurze Beschreibungen sind am besten
      description-edit-publish	Beschreibung veröffentlichen
      description-edit-title	Beschreibung bearbeiten
      description-edit-warning	Versuche, die Beschreibungen kurz zu halten, so dass Benutzer das Thema des Artikels im Überblick verstehen können.
      description-edit-warning-casing	Auch am Satzanfang sollten nur Eigennamen großgeschrieben werden.
      description-published-button-title	Fertig
      description-published-subtitle	Du hast soeben Wikipedia für jeden besser gemacht
      description-published-title	Beschreibung veröffentlicht!
      description-welcome-concise-sub-title	Idealerweise eine Zeile, zwischen zwei und zwölf Wörtern
      description-welcome-concise-title	Kurz halten
      description-welcome-descriptions-sub-title	Fasst einen Artikel zusammen, um Lesern beim Verstehen des Themas im Überblick zu helfen.
      description-welcome-descriptions-title	Artikelbeschreibungen
      description-welcome-promise-title	Mit dem Anfangen verspreche ich, diese Funktion nicht zu missbrauchen.
      description-welcome-start-editing-button	Jetzt bearbeiten
      explore-featured-article-heading	Artikel des Tages
      explore-feed-language-settings	Spracheinstellungen für den Entdecken-Feed
      explore-feed-preferences-customize-explore-feed-action-title	Entdecken-Feed anpassen
      explore-most-read-generic-heading	Am meisten gelesen
      explore-potd-heading	Bild des Tages
      history-title	Verlauf
      home-title	Entdecken
      languages-wikipedia	Wikipedia-Sprachen
      main-menu-about	Über die App
      main-menu-account-login	Anmelden
      main-menu-account-logout	Abmelden
      main-menu-account-logout-are-you-sure	Bist du sicher, dass du dich abmelden möchtest?
      main-menu-heading-legal	Datenschutz und Bedingungen
      main-menu-privacy-policy	Datenschutzrichtlinie
      main-menu-rate-app	Die App bewerten
      main-menu-terms-of-use	Nutzungsbedingungen
      notifications-center-agent-description-from-format	Von $1
      notifications-center-alert	Warnung
      notifications-center-applied-filters-accessibility-label	Benachrichtigungsfilter - Filter angewendet
      notifications-center-applied-project-filters-accessibility-label	Projektfilter - Filter angewendet
      notifications-center-badge-button-accessibility-label	Benachrichtigungen mit ungelesen-Symbol
      notifications-center-change-password	Passwort ändern
      notifications-center-checking-for-notifications	Prüfen auf Benachrichtigungen...
      notifications-center-destination-app	In App
      notifications-center-destination-web	Im Internet
      notifications-center-detail-title	Benachrichtigungsdetails
      notifications-center-empty-no-messages	Du hast keine Nachrichten
      notifications-center-empty-state-filters-subtitle	Ändere $1, um mehr Nachrichten zu sehen
      notifications-center-empty-state-no-projects-selected	Projekte hinzufügen, um mehr Nachrichten zu sehen
      notifications-center-feed-news-notification-button-text	Push-Benachrichtigungen anschalten
      notifications-center-feed-news-notification-text	Bearbeitungsbenachrichtigungen für alle Wikimedia-Projekte sind jetzt über die App verfügbar. Melde dich für Push-Benachrichtigungen an, um auch unterwegs über deine Nachrichten auf Wikipedia auf dem Laufenden zu bleiben.
      notifications-center-filters-accessibility-label	Benachrichtigungsfilter
      notifications-center-filters-read-status-item-title-all	Alle
      notifications-center-filters-read-status-item-title-read	Gelesen
      notifications-center-filters-read-status-item-title-unread	Ungelesen
      notifications-center-filters-read-status-section-title	Lesestatus
      notifications-center-filters-title	Filter
      notifications-center-filters-types-footer	Ändere die Benachrichtigungstypen, um sie in/aus deinem Benachrichtigungseingang zu filtern. Deaktivierte Benachrichtigungstypen sind nicht sichtbar, aber ihr Inhalt und alle neuen Benachrichtigungen sind verfügbar, wenn du den Schalter wieder einschaltest.
      notifications-center-filters-types-item-title-all	Alle Typen
      notifications-center-filters-types-section-title	Benachrichtigungstypen
      notifications-center-go-to-article	Artikel
      notifications-center-go-to-article-talk-format	$1 Diskussionsseite
      notifications-center-go-to-diff	Unterschied
      notifications-center-go-to-user-page	Benutzerseite von $1
      notifications-center-go-to-wikidata-item	Wikidata-Objekt
      notifications-center-go-to-your-talk-page	Deine Diskussionsseite
      notifications-center-header-alert-from-agent	Warnung von $1
      notifications-center-inbox-title	Projekte
      notifications-center-inbox-wikimedia-projects-section-footer	Nur Projekte, für die du ein Konto erstellt hast, erscheinen hier
      notifications-center-inbox-wikimedia-projects-section-title	Wikimedia-Projekte
      notifications-center-inbox-wikipedias-section-title	Wikipedias
      notifications-center-login-notifications	Anmeldungsbenachrichtigungen
      notifications-center-mark	Markieren
      notifications-center-mark-all-as-read	Alle als gelesen markieren
      notifications-center-mark-all-as-read-confirmation-format	Bist du sicher, dass du alle {{PLURAL:$1|$1 Nachricht|$1 Nachrichten}} Benachrichtigungen als gelesen markieren möchtest? Deine Benachrichtigungen werden auf all deinen Geräten als gelesen markiert.
      notifications-center-mark-all-as-read-missing-number	Bist du sicher, dass du alle Benachrichtigungen als gelesen markieren möchtest? Deine Benachrichtigungen werden auf all deinen Geräten als gelesen markiert.
      notifications-center-mark-as-read	Als gelesen markieren
      notifications-center-mark-as-unread	Als ungelesen markieren
      notifications-center-notifications-settings	Benachrichtigungseinstellungen
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1 Nachricht|$1 Nachrichten}}
      notifications-center-onboarding-modal-continue-action	Fortfahren
      notifications-center-onboarding-modal-filters-message	Filtere deine Benachrichtigungen nach Lesestatus und Typ, um deinen Posteingang einfach einzugrenzen.
      notifications-center-onboarding-modal-learn-more-action	Mehr über Benachrichtigungen erfahren
      notifications-center-onboarding-modal-notifications-alerts-message	Benachrichtigungen halten dich über Aktivitäten auf dem Laufenden, die deine Bearbeitungen und dein Konto betreffen.
      notifications-center-onboarding-modal-notifications-alerts-title	Benachrichtigungen und Warnungen
      notifications-center-onboarding-modal-project-inboxes-message	Sieh dir alle deine ungelesenen Nachrichten von verschiedenen Sprachversionen der Wikipedia und Wikimedia-Projekten an einem Ort.
      notifications-center-onboarding-modal-project-inboxes-title	Projekt-Posteingänge
      notifications-center-onboarding-modal-push-notifications-message	Aktiviere Push-Benachrichtigungen, um unterwegs über Bearbeitungsnachrichten und Warnungen auf dem Laufenden zu bleiben.
      notifications-center-onboarding-modal-title	Bearbeitungsbenachrichtigungen
      notifications-center-onboarding-panel-heading	Push-Benachrichtigungen aktivieren?
      notifications-center-onboarding-panel-secondary-button	Nein danke
      notifications-center-onboarding-panel-subheading	Wikipedia ist ein gemeinschaftliches Projekt und das Aktivieren von Push-Benachrichtigungen kann es einfacher machen, über Nachrichten, Warnungen und "Danke" von anderen Editoren auf dem Laufenden zu bleiben.
      notifications-center-project-filters-accessibility-label	Projektfilter
      notifications-center-status-all-notifications	Alle Benachrichtigungen
      notifications-center-status-filtered-by	Gefiltert nach
      notifications-center-status-in-projects	{{PLURAL:$1|1=In 1 Projekt|In $1 Projekten}}
      notifications-center-subheader-edit-milestone	Bearbeitungsmeilenstein
      notifications-center-subheader-edit-reverted	Deine Bearbeitung wurde rückgängig gemacht
      notifications-center-subheader-email-from-other-user	Neue E-Mail
      notifications-center-subheader-login-fail-unknown-device	Fehlgeschlagener Anmeldeversuch
      notifications-center-subheader-login-success-unknown-device	Anmeldung von einem unbekannten Gerät
      notifications-center-subheader-mention-talk-page	Erwähnung auf der Diskussionsseite
      notifications-center-subheader-message-user-talk-page	Nachricht auf deiner Diskussionsseite
      notifications-center-subheader-page-reviewed	Seite überprüft
      notifications-center-subheader-translate-milestone	Übersetzungsmeilenstein
      notifications-center-subheader-wikidata-connection	Wikidata-Verbindung hergestellt
      notifications-center-swipe-mark-as-read	Als gelesen markieren
      notifications-center-swipe-mark-as-unread	Als ungelesen markieren
      notifications-center-swipe-more	Mehr
      notifications-center-title	Benachrichtigungen
      notifications-center-toolbar-mark-accessibility-label	Markieren ausgewählter Benachrichtigungen
      notifications-center-type-item-description-mentions	Erwähnungen
      notifications-center-type-item-description-notice	Hinweis
      notifications-center-type-title-connection-with-wikidata	Verbindung mit Wikidata
      notifications-center-type-title-edit-milestone	Bearbeitungsmeilenstein
      notifications-center-type-title-edit-reverted	Bearbeitung rückgängig gemacht
      notifications-center-type-title-edit-summary-mention	Erwähnung in Bearbeitungszusammenfassung
      notifications-center-type-title-email-from-other-user	E-Mail von einem anderen Benutzer
      notifications-center-type-title-login-attempts	Anmeldeversuche
      notifications-center-type-title-login-success	Erfolgreiche Anmeldung
      notifications-center-type-title-other	Sonstiges
      notifications-center-type-title-page-review	Seitenüberprüfung
      notifications-center-type-title-sent-mention-failure	Erwähnung senden fehlgeschlagen
      notifications-center-type-title-sent-mention-success	Erwähnung erfolgreich gesendet
      notifications-center-type-title-talk-page-mention	Erwähnung auf Diskussionsseite
      notifications-center-type-title-user-talk-page-messsage	Nachricht auf Diskussionsseite
      notifications-center-type-title-welcome	Willkommen
      notifications-push-talk-title-format	{{PLURAL:$1|Neue Nachricht|Neue Nachrichten}}
      places-title	Orte
      preference-summary-eventlogging-opt-in	Der Wikimedia Foundation erlauben, Informationen über deine Verwendung der App zu sammeln, um die App zu verbessern.
      relative-date-hrs-ago	{{PLURAL:$1|0=Kürzlich|Vor $1 Stunde|Vor $1 Stunden}}
      relative-date-min-ago	{{PLURAL:$1|0=Gerade eben|Vor $1 Minute|Vor $1 Minuten}}
      reverted-edit-title	Zurückgesetzte Bearbeitung
      saved-title	Gespeichert
      search-field-placeholder-text	Wikipedia durchsuchen
      search-title	Suchen
      settings-account	Benutzerkonto
      settings-clear-cache	Gecachte Daten löschen
      settings-help-and-feedback	Hilfe und Rückmeldung
      settings-languages-feed-customization	Du kannst bestimmen, welche Sprachen auf deinem Entdecken-Feed angezeigt werden, indem du die Einstellungen für deinen Entdecken-Feed anpasst.
      settings-my-languages	Meine Sprachen
      settings-notifications	Push-Benachrichtigungen
      settings-notifications-echo-failure-message	Ein Fehler ist beim Prüfen der Benachrichtigungsabonnements für dein Konto aufgetreten.
      settings-notifications-echo-failure-title	Prüfung der Echo-Benachrichtigungsabonnements nicht möglich
      settings-notifications-echo-failure-try-again	Erneut versuchen
      settings-notifications-header	Du erhältst Benachrichtigungen zu Aktivitäten in deinem Konto, wie z. B. Nachrichten von anderen Mitwirkenden, Meldungen und Hinweise. Dabei wird deine Privatsphäre gewahrt und du bekommst die Informationen immer aktuell.
      settings-primary-language	Primär
      settings-primary-language-details	Die erste Sprache in dieser Liste wird als primäre Sprache für die App verwendet.
      settings-storage-and-syncing-title	Speichern und Synchronisieren
      settings-title	Einstellungen
      theme-black-display-name	Schwarz
      theme-dark-display-name	Dunkel
      theme-light-display-name	Hell
      theme-sepia-display-name	Sepia
      welcome-exploration-explore-feed-title	Entdecken-Feed
      welcome-languages-add-button	Weitere Sprache hinzufügen
      wikitext-upload-save-anonymously-warning	Bearbeitungen werden der IP-Adresse deines Gerätes zugeordnet. Wenn du „$1“ wählst, verfügst du über mehr Datenschutz.
      echo-category-title-article-linked	{{PLURAL:$1|Seitenverlinkung|Seitenverlinkungen}}
      echo-category-title-edit-thank	Dankeschön
      echo-category-title-edit-user-talk	{{PLURAL:$1|Bearbeitung|Bearbeitungen}} auf meiner Diskussionsseite
      echo-category-title-emailuser	{{PLURAL:$1|E-Mail von einem anderen Benutzer|E-Mails von anderen Benutzern}}
      echo-category-title-login-fail	Fehlgeschlagene Anmeldeversuche
      echo-category-title-login-success	Anmeldung von einem unbekannten Gerät
      echo-category-title-mention	{{PLURAL:$1|Erwähnung|Erwähnungen}}
      echo-category-title-mention-failure	Erfolglose {{PLURAL:$1|Erwähnung|Erwähnungen}}
      echo-category-title-mention-success	Erfolgreiche {{PLURAL:$1|Erwähnung|Erwähnungen}}
      echo-category-title-reverted	{{PLURAL:$1|Rückgängigmachung einer Bearbeitung|Rückgängigmachungen von Bearbeitungen}}
      echo-category-title-thank-you-edit	{{PLURAL:$1|Bearbeitungsmeilenstein|Bearbeitungsmeilensteine}}
      echo-category-title-user-rights	{{PLURAL:$1|Benutzerrechteänderung|Benutzerrechteänderungen}}
      """#
    ),
    (
      .french,
      #"""
      account-group-title	Votre compte
      account-talk-preferences-auto-sign-discussions	Discussions signées automatiquement
      account-talk-preferences-auto-sign-discussions-setting-explanation	La signature automatique des discussions utilisera le texte défini dans vos paramètres de signature.
      account-talk-preferences-title	Préférences de la page de discussion
      action-cancel	Annuler
      announcements-dismiss	Fermer
      appearance-settings-reading-themes	Thèmes de lecture
      article-languages-others	Autres langues
      article-languages-yours	Vos langues
      button-go-back	Retour
      button-next	Suivant
      button-ok	OK
      button-skip	Passer
      close-button-accessibility-label	Fermer
      description-add-title	Ajouter une description
      description-edit-for-article	Description de l’article $1
      description-edit-license	En modifiant la description de l’article, j’accepte les $1 et je m’engage à diffuser irrévocablement mes contributions sous la licence $2.
      description-edit-placeholder-title	Les descriptions courtes sont les meilleures
      description-edit-publish	Publier la description
      description-edit-title	Modifier la description
      description-edit-warning	Essayez de garder les descriptions courtes afin que les utilisateurs puissent comprendre les articles au premier coup d’œil
      description-edit-warning-casing	Seuls les noms propres devraient être capitalisés, même au début de la phrase.
      description-published-button-title	Fait
      description-published-subtitle	Vous venez d’améliorer Wikipédia pour chacun
      description-published-title	Description publiée !
      description-welcome-concise-sub-title	En une ligne dans l’idéal, entre deux et douze mots
      description-welcome-concise-title	Faites court
      description-welcome-descriptions-sub-title	Résume un article pour aider le lecteur à comprendre le sujet au premier coup d’œil
      description-welcome-descriptions-title	Descriptions d’articles
      description-welcome-promise-title	En commençant, je promets de ne pas faire mauvais emploi de cette fonctionnalité
      description-welcome-start-editing-button	Commencer à modifier
      explore-featured-article-heading	Article vedette
      explore-feed-language-settings	Paramètres de langue du flux d'exploration
      explore-feed-preferences-customize-explore-feed-action-title	Personnaliser le fil d’exploration
      explore-most-read-generic-heading	Les plus lus
      explore-potd-heading	Image du jour
      history-title	Historique
      home-title	Explorer
      languages-wikipedia	Langues de Wikipédia
      main-menu-about	À propos de l’application
      main-menu-account-login	Se connecter
      main-menu-account-logout	Se déconnecter
      main-menu-account-logout-are-you-sure	Êtes-vous sûr{{GENDER:||e}} de vouloir vous déconnecter ?
      main-menu-heading-legal	Confidentialité et conditions
      main-menu-privacy-policy	Politique de confidentialité
      main-menu-rate-app	Évaluer l’application
      main-menu-terms-of-use	Conditions d’utilisation
      notifications-center-agent-description-from-format	De $1
      notifications-center-alert	Alerte
      notifications-center-applied-filters-accessibility-label	Filtrage des notifications : a des filtres appliqués
      notifications-center-applied-project-filters-accessibility-label	Filtrage des projets : a des filtres appliqués
      notifications-center-badge-button-accessibility-label	Notifications avec un insigne non lu
      notifications-center-change-password	Modifier le mot de passe
      notifications-center-checking-for-notifications	Vérification des notifications...
      notifications-center-destination-app	Dans l’appli
      notifications-center-destination-web	Sur le web
      notifications-center-detail-title	Détail de la notification
      notifications-center-empty-no-messages	Vous n’avez aucun message
      notifications-center-empty-state-filters-subtitle	Modifier $1 pour voir plus de messages
      notifications-center-empty-state-no-projects-selected	Ajouter des projets pour voir plus de messages
      notifications-center-feed-news-notification-button-text	Activer les notifications poussées
      notifications-center-feed-news-notification-text	Les notifications de modification pour tous les projets Wikimedia sont maintenant disponibles via l’appli. Acceptez les notifications poussées pour rester à jour de vos messages sur Wikipédia lorsque vous vous allez ailleurs.
      notifications-center-filters-accessibility-label	Fitrage des notifications
      notifications-center-filters-read-status-item-title-all	Tous
      notifications-center-filters-read-status-item-title-read	Lu
      notifications-center-filters-read-status-item-title-unread	Non lu
      notifications-center-filters-read-status-section-title	État de lecture
      notifications-center-filters-title	Filtres
      notifications-center-filters-types-footer	Modifier les types de notification pour les filtrer dans votre boîte de notifications. Les types qui sont décochés ne seront pas visibles, mais leur contenu et toute nouvelle notification seront disponibles quand l’activation sera de nouveau mise.
      notifications-center-filters-types-item-title-all	Tous les types
      notifications-center-filters-types-section-title	Types de notifications
      notifications-center-go-to-article	Article
      notifications-center-go-to-article-talk-format	Page de discussion de $1
      notifications-center-go-to-diff	Différence
      notifications-center-go-to-user-page	Page utilisateur de $1
      notifications-center-go-to-wikidata-item	Élément Wikidata
      notifications-center-go-to-your-talk-page	Votre page de discussion
      notifications-center-header-alert-from-agent	Alerte de $1
      notifications-center-inbox-title	Projets
      notifications-center-inbox-wikimedia-projects-section-footer	Seuls les projets pour lesquels vous avez créé un compte apparaîtront ici
      notifications-center-inbox-wikimedia-projects-section-title	Projets Wikimedia
      notifications-center-inbox-wikipedias-section-title	Wikipédias
      notifications-center-login-notifications	Notifications de connexion
      notifications-center-mark	Marquer
      notifications-center-mark-all-as-read	Marquer tout comme lu
      notifications-center-mark-all-as-read-confirmation-format	Êtes-vous sûr de vouloir marquer {{PLURAL:$1|le message|les $1 messages}} de vos notifications comme lus ? Vos notifications seront marquées comme lues sur tous vos appareils.
      notifications-center-mark-all-as-read-missing-number	Êtes-vous sûr de vouloir marquer toutes vos notifications comme lues ? Vos notifications seront marquées comme lues sur tous vos appareils.
      notifications-center-mark-as-read	Marquer comme lu
      notifications-center-mark-as-unread	Marquer comme non lu
      notifications-center-notifications-settings	Paramètres de notification
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1 message|$1 messages}}
      notifications-center-onboarding-modal-continue-action	Continuer
      notifications-center-onboarding-modal-filters-message	Filtrer vos notifications par état de lecture et par type afin de réduire facilement votre boîte de réception.
      notifications-center-onboarding-modal-learn-more-action	En savoir plus sur les notifications
      notifications-center-onboarding-modal-notifications-alerts-message	Les notifications vous aident à rester informé de l’activité relative à vos modifications et à votre compte.
      notifications-center-onboarding-modal-notifications-alerts-title	Notifications et alertes
      notifications-center-onboarding-modal-project-inboxes-message	Voir en un seul endroit tous vos messages non lus venant de Wikipédia et de projets Wikimedia en différentes langues.
      notifications-center-onboarding-modal-project-inboxes-title	Boîtes de réception des projets
      notifications-center-onboarding-modal-push-notifications-message	Accepter les notifications poussées pour rester à jour de vos messages de modification et alertes lorsque vous êtes ailleurs.
      notifications-center-onboarding-modal-title	Notifications de modification
      notifications-center-onboarding-panel-heading	Activer les notifications poussées ?
      notifications-center-onboarding-panel-secondary-button	Non merci
      notifications-center-onboarding-panel-subheading	Wikipédia est un projet collaboratif et l’activation des notifications poussées permet de rester plus facilement à jour de l’actualité des messages, des alertes et des « remerciements » venant de contributeurs collègues.
      notifications-center-project-filters-accessibility-label	Filtrage des projets
      notifications-center-status-all-notifications	Toutes les notifications
      notifications-center-status-filtered-by	Filtrées par
      notifications-center-status-in-projects	{{PLURAL:$1|Dans un projet|Dans $1 projets}}
      notifications-center-subheader-edit-milestone	Jalon de modifications
      notifications-center-subheader-edit-reverted	Votre modification a été annulée
      notifications-center-subheader-email-from-other-user	Nouveau courriel
      notifications-center-subheader-login-fail-unknown-device	Tentative de connexion échouée
      notifications-center-subheader-login-success-unknown-device	Connexion depuis un appareil inhabituel
      notifications-center-subheader-mention-talk-page	Mention sur la page de discussion
      notifications-center-subheader-message-user-talk-page	Message sur votre page de discussion
      notifications-center-subheader-page-reviewed	Page relue
      notifications-center-subheader-translate-milestone	Jalon de traductions
      notifications-center-subheader-wikidata-connection	Connexion établie à Wikidata
      notifications-center-swipe-mark-as-read	Marquer comme lu
      notifications-center-swipe-mark-as-unread	Marquer comme non lu
      notifications-center-swipe-more	Plus
      notifications-center-title	Notifications
      notifications-center-toolbar-mark-accessibility-label	Marquer les notifications sélectionnées
      notifications-center-type-item-description-mentions	Mentions
      notifications-center-type-item-description-notice	Avertissement
      notifications-center-type-title-connection-with-wikidata	Connexion avec Wikidata
      notifications-center-type-title-edit-milestone	Jalon de modifications
      notifications-center-type-title-edit-reverted	Modification annulée
      notifications-center-type-title-edit-summary-mention	Mention de résumé des modifications
      notifications-center-type-title-email-from-other-user	Courriel d’un autre utilisateur
      notifications-center-type-title-login-attempts	Tentatives de connexion
      notifications-center-type-title-login-success	Connexion réussie
      notifications-center-type-title-other	Autres
      notifications-center-type-title-page-review	Revue de la page
      notifications-center-type-title-sent-mention-failure	Échec d’envoi de mention
      notifications-center-type-title-sent-mention-success	Succès d’envoi de mention
      notifications-center-type-title-talk-page-mention	Mention d’une page de discussion
      notifications-center-type-title-user-talk-page-messsage	Message d’une page de discussion
      notifications-center-type-title-welcome	Bienvenue
      notifications-push-talk-title-format	{{PLURAL:$1|Nouveau message|Nouveaux messages}}
      places-title	Lieux
      preference-summary-eventlogging-opt-in	Permettre à la Fondation Wikimedia de collecter des informations sur la manière dont vous utilisez l’application, afin de l’améliorer
      relative-date-hrs-ago	{{PLURAL:$1|0=Récemment|Il y a $1 heure|Il y a $1 heures}}
      relative-date-min-ago	{{PLURAL:$1|0=Maintenant|Il y a $1 minute|Il y a $1 minutes}}
      reverted-edit-title	Contribution annulée
      saved-title	Enregistré
      search-field-placeholder-text	Rechercher dans Wikipédia
      search-title	Rechercher
      settings-account	Compte
      settings-clear-cache	Effacer les données en cache
      settings-help-and-feedback	Aide et commentaires
      settings-languages-feed-customization	Vous pouvez choisir les langues affichées dans votre flux Découvrir en modifiant les paramètres correspondants.
      settings-my-languages	Mes langues
      settings-notifications	Notifications envoyées
      settings-notifications-echo-failure-message	Une erreur s’est produite en vérifiant les abonnements aux notifications liées à votre compte.
      settings-notifications-echo-failure-title	Impossible de vérifier les abonnements aux notifications d’Echo
      settings-notifications-echo-failure-try-again	Réessayer
      settings-notifications-header	Soyez informé(e) de toute activité liée à votre compte, comme les messages des autres contributeurs, les alertes et les notifications. Toutes ces informations sont fournies dans le respect de votre vie privée et avec des données mises à jour en temps réel.
      settings-primary-language	Principal
      settings-primary-language-details	La première langue dans cette liste est utilisée comme langue principale de votre application.
      settings-storage-and-syncing-title	Stockage des articles et synchronisation
      settings-title	Paramètres
      theme-black-display-name	Noir
      theme-dark-display-name	Sombre
      theme-light-display-name	Clair
      theme-sepia-display-name	Sépia
      welcome-exploration-explore-feed-title	Flux d’exploration
      welcome-languages-add-button	Ajouter une autre langue
      wikitext-upload-save-anonymously-warning	Les modifications seront attribuées à l’adresse IP de votre équipement. Si vous $1, vous aurez davantage de confidentialité.
      echo-category-title-article-linked	Page{{PLURAL:$1||s}} lié{{PLURAL:$1||s}}
      echo-category-title-edit-thank	Remerciements
      echo-category-title-edit-user-talk	Modification{{PLURAL:$1|s}} de ma page de discussion utilisateur
      echo-category-title-emailuser	Courriel{{PLURAL:$1||s}} {{PLURAL:$1|d’un autre|d’autres}} utilisateur{{PLURAL:$1||s}}
      echo-category-title-login-fail	Tentatives de connexion échouées
      echo-category-title-login-success	Connexion depuis un appareil inhabituel
      echo-category-title-mention	Mention{{PLURAL:$1||s}}
      echo-category-title-mention-failure	Échec {{PLURAL:$1|de la mention d’un utilisateur|des mentions d’utilisateurs}}
      echo-category-title-mention-success	Succès {{PLURAL:$1|de la mention d’un utilisateur|des mentions d’utilisateurs}}
      echo-category-title-reverted	Modification{{PLURAL:$1||s}} annulée{{PLURAL:$1||s}}
      echo-category-title-thank-you-edit	Jalon{{PLURAL:$1||s}} de modifications
      echo-category-title-user-rights	Modification{{PLURAL:$1||s}} des droits utilisateur
      """#
    ),
    (
      .spanish,
      #"""
      account-group-title	Tu cuenta
      account-talk-preferences-auto-sign-discussions	Firmar automáticamente en las discusiones
      account-talk-preferences-auto-sign-discussions-setting-explanation	La firma automática de las discusiones usará la firma definida en tus ajustes de firma
      account-talk-preferences-title	Preferencias para las páginas de discusión
      action-cancel	Cancelar
      announcements-dismiss	Descartar
      appearance-settings-reading-themes	Temas de lectura
      article-languages-others	Otros idiomas
      article-languages-yours	Tus idiomas
      button-go-back	Atrás
      button-next	Siguiente
      button-ok	Aceptar
      button-skip	Omitir
      close-button-accessibility-label	Cerrar
      description-add-title	Añadir descripción
      description-edit-for-article	Descripción de título para $1
      description-edit-license	Al cambiar la descripción del artículo, acepto los $1 y la publicación irrevocable de mis contribuciones bajo la licencia $2.
      description-edit-placeholder-title	Las descripciones cortas son mejor
      description-edit-publish	Publicar descripción
      description-edit-title	Editar descripción
      description-edit-warning	Prueba mantener las descripciones cortas, así los usuarios pueden entender el tema del artículo en una mirada
      description-edit-warning-casing	Sólo los nombres propios deben escribirse con mayúscula inicial, incluso al comienzo de la oración.
      description-published-button-title	Hecho
      description-published-subtitle	\nHaciendo una Wikipedia mejor para todos
      description-published-title	¡Descripción publicada!
      description-welcome-concise-sub-title	Idealmente una línea, entre dos a doce palabras
      description-welcome-concise-title	\nSé breve
      description-welcome-descriptions-sub-title	\nResume un artículo para ayudar a los lectores a entender el tema de un vistazo
      description-welcome-descriptions-title	Descripciones de títulos
      description-welcome-promise-title	Para empezar, prometo no hacer mal uso de esta función
      description-welcome-start-editing-button	Empezar a editar
      explore-featured-article-heading	Artículo destacado
      explore-feed-language-settings	\nAjustes de idioma en Explorar
      explore-feed-preferences-customize-explore-feed-action-title	Personalizar canal Explorar
      explore-most-read-generic-heading	Más leídos
      explore-potd-heading	Imagen del día
      history-title	Historial
      home-title	Explorar
      languages-wikipedia	Idiomas de Wikipedia
      main-menu-about	Acerca de la aplicación
      main-menu-account-login	Acceder
      main-menu-account-logout	Salir
      main-menu-account-logout-are-you-sure	¿Confirmas que quieres salir de la sesión?
      main-menu-heading-legal	Privacidad y términos
      main-menu-privacy-policy	Normativa de privacidad
      main-menu-rate-app	Califica la aplicación
      main-menu-terms-of-use	Términos de uso
      notifications-center-agent-description-from-format	De $1
      notifications-center-alert	Alerta
      notifications-center-applied-filters-accessibility-label	Filtro de notificaciones - tiene filtros aplicados
      notifications-center-applied-project-filters-accessibility-label	Filtro de proyectos - tiene filtros aplicados
      notifications-center-badge-button-accessibility-label	Notificaciones con insignia de no leído
      notifications-center-change-password	Cambiar contraseña
      notifications-center-checking-for-notifications	Buscando notificaciones...
      notifications-center-destination-app	En la aplicación
      notifications-center-destination-web	En la web
      notifications-center-detail-title	Detalle de notificaciones
      notifications-center-empty-no-messages	No tienes mensajes
      notifications-center-empty-state-filters-subtitle	Modifica $1 para ver más mensajes
      notifications-center-empty-state-no-projects-selected	Añade proyectos para ver más mensajes
      notifications-center-feed-news-notification-button-text	Activar las notificaciones push
      notifications-center-feed-news-notification-text	Las notificaciones de edición para todos los proyectos de Wikimedia ya están disponibles a través de la aplicación. Activa las notificaciones push para estar al día con tus mensajes en Wikipedia dondequiera que estés.
      notifications-center-filters-accessibility-label	Filtro de notificaciones
      notifications-center-filters-read-status-item-title-all	Todo
      notifications-center-filters-read-status-item-title-read	Leer
      notifications-center-filters-read-status-item-title-unread	Sin leer
      notifications-center-filters-read-status-section-title	Estado de lectura
      notifications-center-filters-title	Filtros
      notifications-center-filters-types-footer	Modifica los tipos de notificaciones para filtrarlas en tu bandeja de entrada. Los tipos desactivados no serán visibles, pero su contenido y las notificaciones nuevas estarán disponibles al activar el interruptor.
      notifications-center-filters-types-item-title-all	Todos los tipos
      notifications-center-filters-types-section-title	Tipos de notificaciones
      notifications-center-go-to-article	Artículo
      notifications-center-go-to-article-talk-format	página de discusión $1
      notifications-center-go-to-diff	Dif
      notifications-center-go-to-user-page	Página de usuario de $1
      notifications-center-go-to-wikidata-item	Elemento de Wikidata
      notifications-center-go-to-your-talk-page	Tu página de discusión
      notifications-center-header-alert-from-agent	Alerta desde $1
      notifications-center-inbox-title	Proyectos
      notifications-center-inbox-wikimedia-projects-section-footer	Aquí sólo aparecerán los proyectos para los que hayas creado una cuenta.
      notifications-center-inbox-wikimedia-projects-section-title	Proyectos Wikimedia
      notifications-center-inbox-wikipedias-section-title	Wikipedias
      notifications-center-login-notifications	Notificaciones de inicio de sesión
      notifications-center-mark	Marcar
      notifications-center-mark-all-as-read	Marcar todo como leído
      notifications-center-mark-all-as-read-confirmation-format	¿Estás seguro de que quieres marcar {{PLURAL:$1|$1 mensaje|$1 mensajes}} de tus notificaciones como leídas? Tus notificaciones se marcarán como leídas en todos tus dispositivos.
      notifications-center-mark-all-as-read-missing-number	¿Estás seguro de que quieres marcar todas tus notificaciones como leídas? Tus notificaciones se marcarán como leídas en todos tus dispositivos.
      notifications-center-mark-as-read	Marcar como leído
      notifications-center-mark-as-unread	Marcar como no leído
      notifications-center-notifications-settings	Configuración de notificaciones
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1 mensaje|$1 mensajes}}
      notifications-center-onboarding-modal-continue-action	Continuar
      notifications-center-onboarding-modal-filters-message	Filtra tus notificaciones por estado de lectura y tipo para limitar fácilmente tu bandeja de entrada.
      notifications-center-onboarding-modal-learn-more-action	Obtenga más información sobre las notificaciones
      notifications-center-onboarding-modal-notifications-alerts-message	Las notificaciones ayudan a mantenerte informado de la actividad relacionada con tus ediciones y tu cuenta.
      notifications-center-onboarding-modal-notifications-alerts-title	Notificaciones y alertas
      notifications-center-onboarding-modal-project-inboxes-message	Vea todos sus mensajes no leídos de Wikipedias y proyectos Wikimedia en diferentes idiomas en un solo lugar.
      notifications-center-onboarding-modal-project-inboxes-title	Bandejas de entrada de proyectos
      notifications-center-onboarding-modal-push-notifications-message	Acepta las notificaciones push para mantenerte actualizado con tus mensajes de edición y alertas mientras estás en movimiento.
      notifications-center-onboarding-modal-title	Editar las notificaciones
      notifications-center-onboarding-panel-heading	¿Activar las notificaciones push?
      notifications-center-onboarding-panel-secondary-button	No, gracias
      notifications-center-onboarding-panel-subheading	Wikipedia es un proyecto colaborativo y activar las notificaciones push puede hacer que sea más fácil mantenerse actualizado con mensajes, alertas y "agradecimientos" de otros editores.
      notifications-center-project-filters-accessibility-label	Filtro de proyectos
      notifications-center-status-all-notifications	Todas las notificaciones
      notifications-center-status-filtered-by	Filtrado por
      notifications-center-status-in-projects	{{PLURAL:$1|1=En 1 proyecto|En $1 proyectos}}
      notifications-center-subheader-edit-milestone	Hito de edición
      notifications-center-subheader-edit-reverted	Tu edición fue revertida
      notifications-center-subheader-email-from-other-user	Nuevo correo electrónico
      notifications-center-subheader-login-fail-unknown-device	Intento de inicio de sesión fallido
      notifications-center-subheader-login-success-unknown-device	Acceso a la cuenta desde un dispositivo inusual
      notifications-center-subheader-mention-talk-page	Mención en la página de discusión
      notifications-center-subheader-message-user-talk-page	Mensaje en tu página de discusión
      notifications-center-subheader-page-reviewed	Página revisada
      notifications-center-subheader-translate-milestone	Hito de la traducción
      notifications-center-subheader-wikidata-connection	Conexión a Wikidata realizada
      notifications-center-swipe-mark-as-read	Marcar como leído
      notifications-center-swipe-mark-as-unread	Marcar como no leído
      notifications-center-swipe-more	Más
      notifications-center-title	Notificaciones
      notifications-center-toolbar-mark-accessibility-label	Marcar notificaciones seleccionadas
      notifications-center-type-item-description-mentions	Menciones
      notifications-center-type-item-description-notice	Aviso
      notifications-center-type-title-connection-with-wikidata	Conexión con Wikidata
      notifications-center-type-title-edit-milestone	Editar hito
      notifications-center-type-title-edit-reverted	Ediciones revertidas
      notifications-center-type-title-edit-summary-mention	Editar resumen de mención
      notifications-center-type-title-email-from-other-user	Correo electrónico de otro usuario
      notifications-center-type-title-login-attempts	Intentos de inicio de sesión
      notifications-center-type-title-login-success	Inicio de sesión exitoso
      notifications-center-type-title-other	Otra
      notifications-center-type-title-page-review	Revisión de la página
      notifications-center-type-title-sent-mention-failure	Error en la mención enviada
      notifications-center-type-title-sent-mention-success	Mención enviada con éxito
      notifications-center-type-title-talk-page-mention	Mención en la página de discusión
      notifications-center-type-title-user-talk-page-messsage	Mensaje de la página de discusión
      notifications-center-type-title-welcome	Bienvenido(a)
      notifications-push-talk-title-format	{{PLURAL:$1|Nuevo mensaje|Nuevos mensajes}}
      places-title	Lugares
      preference-summary-eventlogging-opt-in	Permitir que la Fundación Wikimedia recopile información acerca de cómo utilizas la aplicación para mejorarla
      relative-date-hrs-ago	{{PLURAL:$1|0=Recientemente|Hace $1 hora|Hace $1 horas}}
      relative-date-min-ago	{{PLURAL:$1|0=Recién|Hace $1 minuto|Hace $1 minutos}}
      reverted-edit-title	Edición rechazada
      saved-title	Guardados
      search-field-placeholder-text	Buscar en Wikipedia
      search-title	Buscar
      settings-account	Cuenta
      settings-clear-cache	Borrar datos en antememoria
      settings-help-and-feedback	Ayuda y comentarios
      settings-languages-feed-customization	\nPuedes controlar qué idiomas se muestran en tu canal Explorar personalizando los ajustes de Explorar.
      settings-my-languages	Mis idiomas
      settings-notifications	Notificaciones emergentes
      settings-notifications-echo-failure-message	Se ha producido un error al comprobar las suscripciones de notificaciones relacionadas con su cuenta.
      settings-notifications-echo-failure-title	No se puede comprobar las suscripciones a las notificaciones de Echo
      settings-notifications-echo-failure-try-again	Intentar de nuevo
      settings-notifications-header	Reciba alertas de la actividad relacionada con su cuenta, como mensajes de otros contribuyentes, alertas y avisos. Todo ello respetando la privacidad y con datos actualizados.
      settings-primary-language	Principal
      settings-primary-language-details	El primer idioma de esta lista es usado como el idioma principal de la aplicación.
      settings-storage-and-syncing-title	Almacenar y sincronizar artículos
      settings-title	Configuración
      theme-black-display-name	Negro
      theme-dark-display-name	Oscuro
      theme-light-display-name	Claro
      theme-sepia-display-name	Sepia
      welcome-exploration-explore-feed-title	Canal Explorar
      welcome-languages-add-button	Añadir otro idioma
      wikitext-upload-save-anonymously-warning	Las ediciones se atribuirán a la dirección IP del dispositivo. Si $1 tendrás más privacidad.
      echo-category-title-article-linked	{{PLURAL:$1|Enlace|Enlaces}} de página
      echo-category-title-edit-thank	Agradecimientos
      echo-category-title-edit-user-talk	{{PLURAL:$1|Edición|Ediciones}} en mi página de discusión
      echo-category-title-emailuser	{{PLURAL:$1|Correo electrónico de otro usuario|Correos electrónicos de otros usuarios}}
      echo-category-title-login-fail	Intentos de acceso fallidos
      echo-category-title-login-success	Acceso a la cuenta desde un dispositivo inusual
      echo-category-title-mention	{{PLURAL:$1|Mención|Menciones}}
      echo-category-title-mention-failure	{{PLURAL:$1|Mención fallida|Menciones fallidas}}
      echo-category-title-mention-success	{{PLURAL:$1|Mención exitosa|Menciones exitosas}}
      echo-category-title-reverted	{{PLURAL:$1|Reversión|Reversiones}} de edición
      echo-category-title-thank-you-edit	{{PLURAL:$1|Hito|Hitos}} de edición
      echo-category-title-user-rights	{{PLURAL:$1|Cambio de permisos de usuario|Cambios de permisos de usuarios}}
      """#
    ),
    (
      .finnish,
      #"""
      account-group-title	Oma käyttäjätunnus
      account-talk-preferences-auto-sign-discussions	Allekirjoita automaattisesti
      account-talk-preferences-auto-sign-discussions-setting-explanation	Allekirjoita keskusteluviestit asetuksissa määritellyllä allekirjoituksella automaattisesti
      account-talk-preferences-title	Keskustelusivujen asetukset
      action-cancel	Peruuta
      announcements-dismiss	Sulje
      appearance-settings-reading-themes	Lukuteema
      article-languages-others	Muut kielet
      article-languages-yours	Omat kielet
      button-go-back	Takaisin
      button-next	Seuraava
      button-ok	OK
      button-skip	Ohita
      close-button-accessibility-label	Sulje
      description-add-title	Lisää kuvaus
      description-edit-for-article	Artikkelin kuvaus $1
      description-edit-license	Muuttamalla artikkelin kuvausta hyväksyn $1 ja peruuttamattomasti julkaisen muutokseni $2 -lisenssillä.
      description-edit-placeholder-title	Lyhyet kuvaukset ovat parhaita
      description-edit-publish	Julkaise kuvaus
      description-edit-title	Muokkaa kuvausta
      description-edit-warning	Yritä pitää kuvaus lyhyenä, jotta käyttäjät ymmärtäisivät artikkelin aiheen yhdellä silmäyksellä
      description-edit-warning-casing	Älä kirjoita muita sanoja kuin erisnimiä isolla alkukirjaimella, vaikka ne ovatkin lauseen alussa.
      description-published-button-title	Valmis
      description-published-subtitle	Teit juuri Wikipediasta paremman kaikille
      description-published-title	Kuvaus julkaistu!
      description-welcome-concise-sub-title	Ideaalisesti yksi rivi, kahdesta kahteenkymmeneen sanaan
      description-welcome-concise-title	Pidä kuvaus lyhyenä
      description-welcome-descriptions-sub-title	Artikkelin yhteenveto helpottaa sisällön hahmottamista nopealla vilauksella
      description-welcome-descriptions-title	Artikkelin kuvaukset
      description-welcome-promise-title	Aloittamalla lupaan, etten väärinkäytä tätä toimintoa
      description-welcome-start-editing-button	Aloita muokkaaminen
      explore-featured-article-heading	Suositeltu artikkeli
      explore-feed-language-settings	Tutki-syötteen kieliasetukset
      explore-feed-preferences-customize-explore-feed-action-title	Mukauta Tutki-syötettä
      explore-most-read-generic-heading	Luetuimmat
      explore-potd-heading	Päivän kuva
      history-title	Historia
      home-title	Tutki
      languages-wikipedia	Wikipedian kielet
      main-menu-about	Tietoja sovelluksesta
      main-menu-account-login	Kirjaudu sisään
      main-menu-account-logout	Kirjaudu ulos
      main-menu-account-logout-are-you-sure	Kirjaudutaanko ulos?
      main-menu-heading-legal	Tietosuoja ja Ehdot
      main-menu-privacy-policy	Tietosuojakäytäntö
      main-menu-rate-app	Arvostele sovellus
      main-menu-terms-of-use	Käyttöehdot
      notifications-center-agent-description-from-format	Alullepanija: $1
      notifications-center-alert	Hälytys
      notifications-center-change-password	Vaihda salasana
      notifications-center-checking-for-notifications	Tarkistetaan ilmoituksia...
      notifications-center-destination-app	Sovelluksessa
      notifications-center-destination-web	Verkossa
      notifications-center-detail-title	Ilmoituksen tiedot
      notifications-center-empty-no-messages	Sinulla ei ole viestejä
      notifications-center-empty-state-no-projects-selected	Lisää hankkeita nähdäksesi enemmän viestejä
      notifications-center-feed-news-notification-button-text	Ota push-ilmoitukset käyttöön
      notifications-center-filters-accessibility-label	Ilmoitussuodatin
      notifications-center-filters-read-status-item-title-all	Kaikki
      notifications-center-filters-read-status-item-title-read	Luettu
      notifications-center-filters-read-status-item-title-unread	Lukematon
      notifications-center-filters-read-status-section-title	Luettu
      notifications-center-filters-title	Suodattimet
      notifications-center-filters-types-footer	Valitse ilmoituksissa näytettävät ilmoitustyypit. Pois käytöstä otetut ilmoitukset piilotetaan, mutta ne säilyvät ja palautetaan näkymään jos ne otetaan jälleen käyttöön.
      notifications-center-filters-types-item-title-all	Kaikki tyypit
      notifications-center-filters-types-section-title	Ilmoitusten tyypit
      notifications-center-go-to-article	Artikkeli
      notifications-center-go-to-article-talk-format	Sivun $1 keskustelusivu
      notifications-center-go-to-diff	Ero
      notifications-center-go-to-user-page	Käyttäjän $1 käyttäjäsivu
      notifications-center-go-to-wikidata-item	Wikidata-kohde
      notifications-center-go-to-your-talk-page	Oma keskustelusivu
      notifications-center-inbox-title	Hankkeet
      notifications-center-inbox-wikimedia-projects-section-footer	Listassa näytetään vain projektit, joihin olet luonut tunnuksen.
      notifications-center-inbox-wikimedia-projects-section-title	Wikimedian projektit
      notifications-center-inbox-wikipedias-section-title	Wikipediat
      notifications-center-login-notifications	Kirjautumisilmoitukset
      notifications-center-mark	Merkitse
      notifications-center-mark-all-as-read	Merkitse kaikki luetuksi
      notifications-center-mark-all-as-read-missing-number	Haluatko varmasti merkitä kaikki ilmoituksesi luetuksi? Ilmoituksesi merkitään luetuiksi kaikilla laitteillasi.
      notifications-center-mark-as-read	Merkitse luetuksi
      notifications-center-mark-as-unread	Merkitse lukemattomaksi
      notifications-center-notifications-settings	Ilmoitusasetukset
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1 ilmoitus|$1 ilmoitusta}}
      notifications-center-onboarding-modal-continue-action	Jatka
      notifications-center-onboarding-modal-filters-message	Suodata ilmoituksiasi niiden lukutilan ja tyypin mukaan helposti rajataksesi saapuneita ilmoituksiasi.
      notifications-center-onboarding-modal-learn-more-action	Lue lisää ilmoituksista
      notifications-center-onboarding-modal-notifications-alerts-message	Ilmoitukset auttavat sinua pysymään ajan tasalla muokkauksiisi ja tunnukseesi liittyvistä ajankohtaisista asioista.
      notifications-center-onboarding-modal-notifications-alerts-title	Ilmoitukset ja hälytykset
      notifications-center-onboarding-modal-project-inboxes-message	Lue kaikki lukemattomat viestisi erikielisistä Wikipedioista ja Wikimedia-projekteista yhdessä paikassa.
      notifications-center-onboarding-modal-title	Muokkausilmoitukset
      notifications-center-onboarding-panel-heading	Otetaanko push-ilmoitukset käyttöön?
      notifications-center-onboarding-panel-secondary-button	Ei kiitos
      notifications-center-project-filters-accessibility-label	Projektisuodatin
      notifications-center-status-all-notifications	Kaikki ilmoitukset
      notifications-center-status-in-projects	{{PLURAL:$1|1=Yhdessä projektissa|$1 projektissa}}
      notifications-center-subheader-edit-milestone	Muokkausvirstanpylväs
      notifications-center-subheader-edit-reverted	Muokkauksesi on kumottu
      notifications-center-subheader-email-from-other-user	Uusi sähköposti
      notifications-center-subheader-login-fail-unknown-device	Epäonnistunut kirjautumisyritys
      notifications-center-subheader-login-success-unknown-device	Kirjautuminen tuntemattomalta laitteelta
      notifications-center-subheader-mention-talk-page	Maininta keskustelusivulla
      notifications-center-subheader-message-user-talk-page	Viesti keskustelusivullasi
      notifications-center-subheader-page-reviewed	Sivu arvioitu
      notifications-center-subheader-translate-milestone	Käännösvirstanpylväs
      notifications-center-subheader-wikidata-connection	Wikidata-yhteys muodostettu
      notifications-center-swipe-mark-as-read	Merkitse luetuksi
      notifications-center-swipe-mark-as-unread	Merkitse lukemattomaksi
      notifications-center-swipe-more	Lisää
      notifications-center-title	Ilmoitukset
      notifications-center-toolbar-mark-accessibility-label	Merkitse valitut ilmoitukset
      notifications-center-type-item-description-mentions	Maininnat
      notifications-center-type-item-description-notice	Ilmoitus
      notifications-center-type-title-connection-with-wikidata	Linkitys Wikidataan
      notifications-center-type-title-edit-milestone	Muokkausvirstanpylväs
      notifications-center-type-title-edit-reverted	Muokkaus palautettu
      notifications-center-type-title-edit-summary-mention	Muokkausyhteenvetomaininta
      notifications-center-type-title-email-from-other-user	Sähköposti toiselta käyttäjältä
      notifications-center-type-title-login-attempts	Kirjautumisyritykset
      notifications-center-type-title-login-success	Kirjautuminen onnistui
      notifications-center-type-title-other	Muu
      notifications-center-type-title-talk-page-mention	Keskustelusivumaininta
      notifications-center-type-title-user-talk-page-messsage	Viesti keskustelusivulle
      notifications-center-type-title-welcome	Tervetuloa
      notifications-push-talk-title-format	{{PLURAL:$1|Uusi viesti|Uusia viestejä}}
      places-title	Paikat
      preference-summary-eventlogging-opt-in	Salli Wikimedia-säätiön kerätä tietoja sovelluksen käyttämisestä käyttökokemuksen parantamiseksi.
      relative-date-hrs-ago	{{PLURAL:$1|0=Äskettäin|$1 tunti sitten|$1 tuntia sitten}}
      relative-date-min-ago	{{PLURAL:$|0=Juuri nyt|$1 minuutti sitten|$1 minuuttia sitten}}
      reverted-edit-title	Kumottu muokkaus
      saved-title	Tallennettu
      search-field-placeholder-text	Wikipedia-haku
      search-title	Haku
      settings-account	Käyttäjätunnus
      settings-clear-cache	Tyhjennä välimuisti
      settings-help-and-feedback	Ohje ja palaute
      settings-languages-feed-customization	Valitse Tutki-syötteen sisältöjen näytettävät kielet.
      settings-my-languages	Omat kielet
      settings-notifications	Push-ilmoitukset
      settings-notifications-echo-failure-try-again	Yritä uudelleen
      settings-notifications-header	Ilmoituksia lähetetään esimerkiksi kanssamuokkaajilta, hälytyksistä ja huomautuksista tietoturvallisesti ja ajankohtaisista tapahtumista.
      settings-primary-language	Ensisijainen
      settings-primary-language-details	Listan ensimmäinen kieli on sovelluksen käyttöliittymän kieli.
      settings-storage-and-syncing-title	Artikkelien tallennus ja synkronointi
      settings-title	Asetukset
      theme-black-display-name	Musta
      theme-dark-display-name	Tumma
      theme-light-display-name	Vaalea
      theme-sepia-display-name	Seepia
      welcome-exploration-explore-feed-title	Tutki syötettä
      welcome-languages-add-button	Lisää uusi kieli
      wikitext-upload-save-anonymously-warning	Muokkaukset yhdistetään laitteesi IP-osoitteeseen. Jos $1 tietoturvasi paranee.
      echo-category-title-article-linked	{{PLURAL:$1|Sivun linkki|Sivujen linkit}}
      echo-category-title-edit-thank	Kiitokset
      echo-category-title-edit-user-talk	{{PLURAL:$1|Kommentti|Kommenttia}} omalla keskustelusivullani
      echo-category-title-emailuser	{{PLURAL:$1|Sähköposti toiselta käyttäjältä|Sähköpostia toisilta käyttäjiltä}}
      echo-category-title-login-fail	Epäonnistuneet kirjautumisyritykset
      echo-category-title-login-success	Kirjautuminen tuntemattomalta laitteelta
      echo-category-title-mention	{{PLURAL:$1|Maininta|Maininnat}}
      echo-category-title-mention-failure	{{PLURAL:$1|Epäonnistunut maininta|Epäonnistuneet maininnat}}
      echo-category-title-mention-success	{{PLURAL:$1|Onnistunut maininta|Onnistuneet maininnat}}
      echo-category-title-reverted	{{PLURAL:$1|Muokkauksen kumoaminen|Muokkausten kumoamiset}}
      echo-category-title-thank-you-edit	{{PLURAL:$1|Muokkausvirstanpylväs|Muokkausvirstanpylväät}}
      echo-category-title-user-rights	{{PLURAL:$1|Käyttöoikeusmuutos|Käyttöoikeusmuutokset}}
      """#
    ),
    (
      .japanese,
      #"""
      account-group-title	あなたのアカウント
      account-talk-preferences-auto-sign-discussions	議論に自動署名する
      account-talk-preferences-auto-sign-discussions-setting-explanation	議論に自動署名する際は、署名設定で定義した署名が使われます
      account-talk-preferences-title	ノートページの設定
      action-cancel	キャンセル
      announcements-dismiss	断る
      appearance-settings-reading-themes	閲覧時のテーマ
      article-languages-others	ほかの言語で読む
      article-languages-yours	お使いの言語
      button-go-back	戻る
      button-next	次へ
      button-ok	OK
      button-skip	スキップ
      close-button-accessibility-label	閉じる
      description-add-title	説明を追加
      description-edit-for-article	$1の説明
      description-edit-license	記事の説明を変更すると、$1 に同意し、$2ライセンスのもとで貢献を公開することになります。これは取り消せません。
      description-edit-placeholder-title	簡潔な説明がベストです
      description-edit-publish	説明を公開
      description-edit-title	説明を編集
      description-edit-warning	記事の主題がひと目で分かるように説明は短くするようにしてください
      description-edit-warning-casing	文頭であっても、固有名詞のみを大文字にする必要があります。
      description-published-button-title	完了
      description-published-subtitle	みんなのためにウィキペディアを改善しました。
      description-published-title	説明が公開されました!
      description-welcome-concise-sub-title	説明は1行のみで、30文字程度で書いてください
      description-welcome-concise-title	できるだけ短くしましょう
      description-welcome-descriptions-sub-title	記事を要約して、読者がひと目でテーマが分かるようにします。
      description-welcome-descriptions-title	記事の説明
      description-welcome-promise-title	この機能を誤用しないように約束します
      description-welcome-start-editing-button	編集を開始
      explore-featured-article-heading	秀逸な記事
      explore-feed-language-settings	探索フィードの言語設定
      explore-feed-preferences-customize-explore-feed-action-title	探索フィードをカスタマイズ
      explore-most-read-generic-heading	よく読まれている記事
      explore-potd-heading	今日の一枚
      history-title	履歴
      home-title	探索
      languages-wikipedia	ウィキペディアの言語
      main-menu-about	アプリについて
      main-menu-account-login	ログイン
      main-menu-account-logout	ログアウト
      main-menu-account-logout-are-you-sure	本当にログアウトしますか?
      main-menu-heading-legal	プライバシーと利用規約
      main-menu-privacy-policy	プライバシー・ポリシー
      main-menu-rate-app	このアプリを評価
      main-menu-terms-of-use	利用規約
      notifications-center-agent-description-from-format	$1 より
      notifications-center-alert	アラート
      notifications-center-applied-filters-accessibility-label	通知フィルター - フィルターが適用されています
      notifications-center-applied-project-filters-accessibility-label	プロジェクト フィルター - フィルターが適用されています
      notifications-center-badge-button-accessibility-label	未読バッジ付きの通知
      notifications-center-change-password	パスワードを変更
      notifications-center-checking-for-notifications	通知を確認中...
      notifications-center-destination-app	アプリ内
      notifications-center-destination-web	ウェブ上
      notifications-center-detail-title	通知の詳細
      notifications-center-empty-no-messages	メッセージはありません
      notifications-center-empty-state-no-projects-selected	メッセージをさらに見るには、プロジェクトを追加してください
      notifications-center-feed-news-notification-button-text	プッシュ通知をオンにする
      notifications-center-filters-accessibility-label	通知フィルター
      notifications-center-filters-read-status-item-title-all	すべて
      notifications-center-filters-read-status-item-title-read	既読
      notifications-center-filters-read-status-item-title-unread	未読
      notifications-center-filters-read-status-section-title	既読状況
      notifications-center-filters-title	フィルター
      notifications-center-filters-types-item-title-all	すべての種類
      notifications-center-filters-types-section-title	通知の種類
      notifications-center-go-to-article	記事
      notifications-center-go-to-article-talk-format	$1の会話ページ
      notifications-center-go-to-diff	差分
      notifications-center-go-to-user-page	$1の利用者ページ
      notifications-center-go-to-wikidata-item	ウィキデータ項目
      notifications-center-go-to-your-talk-page	あなたの会話ページ
      notifications-center-inbox-title	プロジェクト
      notifications-center-inbox-wikimedia-projects-section-title	ウィキメディア・プロジェクト
      notifications-center-inbox-wikipedias-section-title	ウィキペディア
      notifications-center-login-notifications	ログイン通知
      notifications-center-mark-all-as-read	すべて既読にする
      notifications-center-mark-as-read	既読にする
      notifications-center-mark-as-unread	未読にする
      notifications-center-notifications-settings	通知設定
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1件のメッセージ}}
      notifications-center-onboarding-modal-continue-action	続行
      notifications-center-onboarding-modal-learn-more-action	通知についてさらに詳しく知る
      notifications-center-onboarding-modal-notifications-alerts-title	通知とアラート
      notifications-center-onboarding-modal-title	編集の通知
      notifications-center-onboarding-panel-heading	プッシュ通知をオンにしますか？
      notifications-center-onboarding-panel-secondary-button	いいえ、結構です。
      notifications-center-project-filters-accessibility-label	プロジェクト フィルター
      notifications-center-status-all-notifications	すべての通知
      notifications-center-status-filtered-by	フィルター
      notifications-center-status-in-projects	{{PLURAL:$1|1=1つのプロジェクトから|$1件のプロジェクトから}}
      notifications-center-subheader-edit-milestone	編集マイルストーン
      notifications-center-subheader-edit-reverted	あなたの編集が差し戻されました
      notifications-center-subheader-email-from-other-user	新しいメール
      notifications-center-subheader-login-fail-unknown-device	ログインの失敗
      notifications-center-subheader-login-success-unknown-device	身に覚えのない端末からのログイン
      notifications-center-subheader-mention-talk-page	トークページでのメンション
      notifications-center-subheader-page-reviewed	ページが査読されました
      notifications-center-subheader-translate-milestone	翻訳マイルストーン
      notifications-center-swipe-mark-as-read	既読にする
      notifications-center-swipe-mark-as-unread	未読にする
      notifications-center-title	通知
      notifications-center-toolbar-mark-accessibility-label	選択した通知をマーク
      notifications-center-type-item-description-mentions	言及
      notifications-center-type-item-description-notice	お知らせ
      notifications-center-type-title-connection-with-wikidata	ウィキデータと接続
      notifications-center-type-title-edit-milestone	編集マイルストーン
      notifications-center-type-title-edit-reverted	編集の差し戻し
      notifications-center-type-title-edit-summary-mention	要約の言及を要約
      notifications-center-type-title-email-from-other-user	他の利用者からのメール
      notifications-center-type-title-login-attempts	ログイン試行
      notifications-center-type-title-login-success	ログインに成功しました
      notifications-center-type-title-other	その他
      notifications-center-type-title-page-review	ページレビュー
      notifications-center-type-title-sent-mention-failure	メンションの送信失敗
      notifications-center-type-title-sent-mention-success	メンション送信成功
      notifications-center-type-title-talk-page-mention	トークページへの言及
      notifications-center-type-title-user-talk-page-messsage	会話ページのメッセージ
      notifications-center-type-title-welcome	ようこそ
      notifications-push-talk-title-format	{{PLURAL:$1|新しいメッセージ}}
      places-title	場所
      preference-summary-eventlogging-opt-in	このアプリの改善に役立てるため、ウィキメディア財団がアプリの使用情報を収集することを許可する
      relative-date-hrs-ago	{{PLURAL:$1|0=最近|$1時間前}}
      relative-date-min-ago	{{PLURAL:$1|0=たった今|$1分前}}
      reverted-edit-title	差し戻された編集
      saved-title	保存済み
      search-field-placeholder-text	ウィキペディア内を検索
      search-title	検索
      settings-account	アカウント
      settings-clear-cache	キャッシュを消去
      settings-help-and-feedback	ヘルプとフィードバック
      settings-languages-feed-customization	探索フィードの設定を変更すると、どの言語で探索フィードを表示するか管理できます。
      settings-my-languages	使用する言語
      settings-notifications	プッシュ通知
      settings-notifications-echo-failure-message	アカウントに関連する通知を確認中にエラーが発生しました。
      settings-notifications-echo-failure-title	通知を確認できません
      settings-notifications-echo-failure-try-again	もう一度お試しください
      settings-notifications-header	仲間の寄稿者からのメッセージ、アラート、通知など、アカウントに関連するアクティビティについて警告を受けます。プライバシーと最新のデータに関するすべてが提供されます。
      settings-primary-language	メインの言語
      settings-primary-language-details	このリストの先頭の言語が、このアプリのメインの言語として使用されます。
      settings-storage-and-syncing-title	記事の保存と同期
      settings-title	設定
      theme-black-display-name	ブラック
      theme-dark-display-name	ダーク
      theme-light-display-name	ライト
      theme-sepia-display-name	セピア
      welcome-exploration-explore-feed-title	探索フィード
      welcome-languages-add-button	言語を追加
      wikitext-upload-save-anonymously-warning	編集はあなたのデバイスのIPアドレスと関連付けて記録されます。$1すれば、よりプライバシーが高まります。
      echo-category-title-article-linked	ページへの{{PLURAL:$1|リンク}}
      echo-category-title-edit-thank	感謝
      echo-category-title-edit-user-talk	利用者トークページでの{{PLURAL:$1|編集}}
      echo-category-title-emailuser	{{PLURAL:$1|他の利用者からのメール}}
      echo-category-title-login-fail	ログインの失敗
      echo-category-title-login-success	身に覚えのない端末からのログイン
      echo-category-title-mention	{{PLURAL:$1|言及}}
      echo-category-title-mention-failure	{{PLURAL:$1|言及}}の失敗
      echo-category-title-mention-success	{{PLURAL:$1|言及}}の成功
      echo-category-title-reverted	編集の{{PLURAL:$1|差し戻し}}
      echo-category-title-thank-you-edit	編集{{PLURAL:$1|マイルストーン}}
      echo-category-title-user-rights	{{PLURAL:$1|利用者権限の変更}}
      """#
    ),
    (
      .simplifiedChinese,
      #"""
      account-group-title	您的账号
      account-talk-preferences-auto-sign-discussions	自动签名讨论
      account-talk-preferences-auto-sign-discussions-setting-explanation	自动签名的讨论将使用签名设置中定义的签名
      account-talk-preferences-title	讨论页参数设置
      action-cancel	取消
      announcements-dismiss	关闭
      appearance-settings-reading-themes	阅读主题
      article-languages-others	其他语言
      article-languages-yours	您的语言
      button-go-back	返回
      button-next	下一步
      button-ok	确定
      button-skip	跳过
      close-button-accessibility-label	关闭
      description-add-title	添加描述
      description-edit-for-article	$1的条目描述
      description-edit-license	一旦更改条目描述，即表示我同意$1，并在$2的许可下不可撤销地发布我的贡献。
      description-edit-placeholder-title	最好使用简短的描述
      description-edit-publish	发布描述
      description-edit-title	编辑描述
      description-edit-warning	请尽量保持描述简短，使条目的主题一目了然
      description-edit-warning-casing	仅当句子开头的名词为专有名词时才应将其大写
      description-published-button-title	完成
      description-published-subtitle	您刚刚完善了维基百科，人人都会受益
      description-published-title	描述已发布！
      description-welcome-concise-sub-title	理想情况下，一行介于2到12个字之间
      description-welcome-concise-title	保持简短
      description-welcome-descriptions-sub-title	概括条目以帮助读者一目了然地了解主题
      description-welcome-descriptions-title	条目描述
      description-welcome-promise-title	点击开始按钮即表明我不会滥用此功能
      description-welcome-start-editing-button	开始编辑
      explore-featured-article-heading	典范条目
      explore-feed-language-settings	探索订阅源语言设置
      explore-feed-preferences-customize-explore-feed-action-title	自定义探索订阅源
      explore-most-read-generic-heading	热门阅读
      explore-potd-heading	每日图片
      history-title	历史
      home-title	探索
      languages-wikipedia	维基百科语言
      main-menu-about	关于应用
      main-menu-account-login	登录
      main-menu-account-logout	退出
      main-menu-account-logout-are-you-sure	您确定要退出登录吗？
      main-menu-heading-legal	隐私和条款
      main-menu-privacy-policy	隐私政策
      main-menu-rate-app	评价应用
      main-menu-terms-of-use	使用条款
      notifications-center-agent-description-from-format	来自$1
      notifications-center-alert	提醒
      notifications-center-applied-filters-accessibility-label	通知过滤器 - 已应用过滤器
      notifications-center-applied-project-filters-accessibility-label	项目过滤器 - 已应用过滤器
      notifications-center-badge-button-accessibility-label	带有未读标记的通知
      notifications-center-change-password	更改密码
      notifications-center-checking-for-notifications	正在检查通知…
      notifications-center-destination-app	在App内
      notifications-center-destination-web	在网络上
      notifications-center-detail-title	通知详情
      notifications-center-empty-no-messages	您没有消息
      notifications-center-empty-state-filters-subtitle	修改$1来查看更多消息
      notifications-center-empty-state-no-projects-selected	添加项目以查看更多消息
      notifications-center-feed-news-notification-button-text	打开推送通知
      notifications-center-feed-news-notification-text	现在在本应用内可以收到所有维基媒体项目的编辑通知。启用推送通知以便在繁忙时也能及时收到您在维基百科上的消息。
      notifications-center-filters-accessibility-label	通知过滤器
      notifications-center-filters-read-status-item-title-all	所有
      notifications-center-filters-read-status-item-title-read	已读
      notifications-center-filters-read-status-item-title-unread	未读
      notifications-center-filters-read-status-section-title	读取状态
      notifications-center-filters-title	过滤
      notifications-center-filters-types-footer	修改通知类型来对您的通知收件箱里的进/出内容进行过滤。在类型为关闭时会不显示，内容和任何新通知会在再次切换为打开后可用。
      notifications-center-filters-types-item-title-all	所有类型
      notifications-center-filters-types-section-title	通知类型
      notifications-center-go-to-article	条目
      notifications-center-go-to-article-talk-format	$1讨论页
      notifications-center-go-to-diff	差异
      notifications-center-go-to-user-page	$1的用户页
      notifications-center-go-to-wikidata-item	维基数据项
      notifications-center-go-to-your-talk-page	您的讨论页
      notifications-center-header-alert-from-agent	来自$1的提醒
      notifications-center-inbox-title	项目
      notifications-center-inbox-wikimedia-projects-section-footer	只有您创建了账号的项目会出现在此处
      notifications-center-inbox-wikimedia-projects-section-title	维基媒体项目
      notifications-center-inbox-wikipedias-section-title	维基百科
      notifications-center-login-notifications	登录通知
      notifications-center-mark	标记
      notifications-center-mark-all-as-read	标记所有为已读
      notifications-center-mark-all-as-read-confirmation-format	您确定要将您所有的 {{PLURAL:$1|$1条消息}} 标记为已读？这会将您所有设备上的通知都标记为已读。
      notifications-center-mark-all-as-read-missing-number	您确定要将您的所有消息都标记为已读？这会将您所有设备上的通知都标记为已读。
      notifications-center-mark-as-read	标记为已读
      notifications-center-mark-as-unread	标记为未读
      notifications-center-notifications-settings	通知设置
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1 条消息}}
      notifications-center-onboarding-modal-continue-action	继续
      notifications-center-onboarding-modal-filters-message	按阅读状态和类型过滤通知，轻松缩小收件箱范围。
      notifications-center-onboarding-modal-learn-more-action	了解更多有关通知
      notifications-center-onboarding-modal-notifications-alerts-message	通知可帮助您随时了解与您的编辑和帐户相关的活动。
      notifications-center-onboarding-modal-notifications-alerts-title	通知和警告
      notifications-center-onboarding-modal-project-inboxes-message	在一处查看来自不同语言维基百科和维基媒体项目的所有未读消息。
      notifications-center-onboarding-modal-project-inboxes-title	项目收件箱
      notifications-center-onboarding-modal-push-notifications-message	启用推送通知，以便在繁忙时也能及时收到您的编辑消息和警告。
      notifications-center-onboarding-modal-title	编辑通知
      notifications-center-onboarding-panel-heading	打开推送通知
      notifications-center-onboarding-panel-secondary-button	不用了，谢谢
      notifications-center-onboarding-panel-subheading	维基百科是一项写作计划，启用推送通知可以更方便地及时接收消息、警告以及来自编者的“感谢”信息。
      notifications-center-project-filters-accessibility-label	项目过滤器
      notifications-center-status-all-notifications	所有通知
      notifications-center-status-filtered-by	筛选条件
      notifications-center-status-in-projects	{{PLURAL:$1| 1=在 1 个项目中|在$1项目中}}
      notifications-center-subheader-edit-milestone	编辑里程碑
      notifications-center-subheader-edit-reverted	您的编辑已被回退
      notifications-center-subheader-email-from-other-user	新邮件
      notifications-center-subheader-login-fail-unknown-device	失败的登录尝试
      notifications-center-subheader-login-success-unknown-device	来自不熟悉设备的登录
      notifications-center-subheader-mention-talk-page	讨论页上的提及
      notifications-center-subheader-message-user-talk-page	您讨论页上的消息
      notifications-center-subheader-page-reviewed	页面已复核
      notifications-center-subheader-translate-milestone	翻译里程碑
      notifications-center-subheader-wikidata-connection	已建立维基数据链接
      notifications-center-swipe-mark-as-read	标记为已读
      notifications-center-swipe-mark-as-unread	标记为未读
      notifications-center-swipe-more	更多
      notifications-center-title	通知
      notifications-center-toolbar-mark-accessibility-label	标记选定的通知
      notifications-center-type-item-description-mentions	提及
      notifications-center-type-item-description-notice	提示
      notifications-center-type-title-connection-with-wikidata	与维基数据连接
      notifications-center-type-title-edit-milestone	编辑里程碑
      notifications-center-type-title-edit-reverted	编辑已被回退
      notifications-center-type-title-edit-summary-mention	编辑摘要提及
      notifications-center-type-title-email-from-other-user	来自其他用户的电子邮件
      notifications-center-type-title-login-attempts	登陆尝试
      notifications-center-type-title-login-success	登录成功
      notifications-center-type-title-other	其他
      notifications-center-type-title-page-review	页面复核
      notifications-center-type-title-sent-mention-failure	发送提及失败
      notifications-center-type-title-sent-mention-success	发送提及成功
      notifications-center-type-title-talk-page-mention	讨论页提及
      notifications-center-type-title-user-talk-page-messsage	讨论页消息
      notifications-center-type-title-welcome	欢迎
      notifications-push-talk-title-format	{{PLURAL:$1|新消息}}
      places-title	地点
      preference-summary-eventlogging-opt-in	允许维基媒体基金会收集有关您使用本应用的信息，从而改善应用
      relative-date-hrs-ago	{{PLURAL:$1|0=最近|$1小时前}}
      relative-date-min-ago	{{PLURAL:$1|0=现在|$1分钟前}}
      reverted-edit-title	编辑被退回
      saved-title	已保存
      search-field-placeholder-text	搜索维基百科
      search-title	搜索
      settings-account	账号
      settings-clear-cache	清空缓存数据
      settings-help-and-feedback	帮助和反馈
      settings-languages-feed-customization	您可以通过自定义您的探索订阅源设置，管理显示在您的探索订阅源的语言。
      settings-my-languages	我的语言
      settings-notifications	推送通知
      settings-notifications-echo-failure-message	检查与您的账号相关的通知订阅时出错。
      settings-notifications-echo-failure-title	无法检查Echo通知订阅
      settings-notifications-echo-failure-try-again	重试
      settings-notifications-header	请留意与您账号相关的活动，例如来自其他贡献者的信息、警告还有通知。所有内容都会即时更新，且以保护隐私的方式提供。
      settings-primary-language	首选
      settings-primary-language-details	此列表中的第一种语言将作为应用程序的首选语言。
      settings-storage-and-syncing-title	条目存储与同步
      settings-title	设置
      theme-black-display-name	黑暗
      theme-dark-display-name	夜间
      theme-light-display-name	日间
      theme-sepia-display-name	棕褐色
      welcome-exploration-explore-feed-title	探索订阅源
      welcome-languages-add-button	添加另一个语言
      wikitext-upload-save-anonymously-warning	编辑将使用您设备的IP地址发布，如果您想保护隐私，请$1。
      echo-category-title-article-linked	页面{{PLURAL:$1|链接}}
      echo-category-title-edit-thank	感谢
      echo-category-title-edit-user-talk	讨论页{{PLURAL:$1|编辑}}
      echo-category-title-emailuser	{{PLURAL:$1|来自其他用户的电子邮件}}
      echo-category-title-login-fail	失败的登录尝试
      echo-category-title-login-success	来自不熟悉设备的登录
      echo-category-title-mention	{{PLURAL:$1|提及}}
      echo-category-title-mention-failure	失败{{PLURAL:$1|提及}}
      echo-category-title-mention-success	成功{{PLURAL:$1|提及}}
      echo-category-title-reverted	编辑{{PLURAL:$1|还原}}
      echo-category-title-thank-you-edit	编辑{{PLURAL:$1|里程碑}}
      echo-category-title-user-rights	{{PLURAL:$1|用户权限更改}}
      """#
    ),
    (
      .russian,
      #"""
      account-group-title	Ваша учётная запись
      account-talk-preferences-auto-sign-discussions	Автоматическая подпись в обсуждениях
      account-talk-preferences-auto-sign-discussions-setting-explanation	При обсуждениях будет использоваться та подпись, которая задана вами в настройках Википедии в разделе «Подпись»
      account-talk-preferences-title	Настройки страницы обсуждения
      action-cancel	Отмена
      announcements-dismiss	Закрыть
      appearance-settings-reading-themes	Темы для чтения
      article-languages-others	Другие языки
      article-languages-yours	Ваши языки
      button-go-back	Назад
      button-next	Далее
      button-ok	OK
      button-skip	Пропустить
      close-button-accessibility-label	Закрыть
      description-add-title	Добавить описание
      description-edit-for-article	Описание статьи для $1
      description-edit-license	Изменяя описание статьи, я соглашаюсь на $1 и безотзывно опубликовать свой вклад под лицензией $2
      description-edit-placeholder-title	Краткие описания лучше всего
      description-edit-publish	Опубликовать описание
      description-edit-title	Править описание
      description-edit-warning	Старайтесь ограничивать размер описаний, чтобы участники могли понимать предмет статьи с одного взгляда
      description-edit-warning-casing	Только собственные имена должны быть написаны с большой буквы, даже в начале предложения.
      description-published-button-title	Готово
      description-published-subtitle	Вы только что сделали Википедию лучше для каждого
      description-published-title	Описание сохранено!
      description-welcome-concise-sub-title	По возможности одна строка, от двух до двадцати слов
      description-welcome-concise-title	Пожалуйста, кратко
      description-welcome-descriptions-sub-title	Краткие описания помогают читателям понять тему статьи с первого взгляда
      description-welcome-descriptions-title	Описания статей
      description-welcome-promise-title	Начиная использование, я обещаю не злоупотреблять этой возможностью
      description-welcome-start-editing-button	Начать редактирование
      explore-featured-article-heading	Избранная статья
      explore-feed-language-settings	Языковые настройки Ленты
      explore-feed-preferences-customize-explore-feed-action-title	Настройка ленты
      explore-most-read-generic-heading	Самые читаемые
      explore-potd-heading	Изображение дня
      history-title	История
      home-title	Лента
      languages-wikipedia	Языки Википедии
      main-menu-about	О приложении
      main-menu-account-login	Войти
      main-menu-account-logout	Выйти
      main-menu-account-logout-are-you-sure	Вы уверены, что хотите выйти?
      main-menu-heading-legal	Конфиденциальность и условия
      main-menu-privacy-policy	Политика конфиденциальности
      main-menu-rate-app	Оценить приложение
      main-menu-terms-of-use	Условия использования
      notifications-center-agent-description-from-format	От $1
      notifications-center-alert	Оповещение
      notifications-center-applied-filters-accessibility-label	Фильтр уведомлений: с применёнными фильтрами
      notifications-center-applied-project-filters-accessibility-label	Фильтр проектов: с применёнными фильтрами
      notifications-center-badge-button-accessibility-label	Уведомления со значком непрочитанности
      notifications-center-change-password	Изменить пароль
      notifications-center-checking-for-notifications	Проверка уведомлений…
      notifications-center-destination-app	В приложке
      notifications-center-destination-web	В вебе
      notifications-center-detail-title	Информация в уведомлении
      notifications-center-empty-no-messages	У вас нет сообщений
      notifications-center-empty-state-filters-subtitle	Измените $1, чтобы видеть больше сообщений
      notifications-center-empty-state-no-projects-selected	Добавьте проекты, чтобы увидеть больше сообщений
      notifications-center-feed-news-notification-button-text	Включить пуш-уведомления
      notifications-center-feed-news-notification-text	Уведомления о правках для всех проектов Фонда Викимедиа теперь доступны в приложении. Включите пуш-уведомления, чтобы своевременно получать оповещения о действиях в Википедии.
      notifications-center-filters-accessibility-label	Фильтр уведомлений
      notifications-center-filters-read-status-item-title-all	Все
      notifications-center-filters-read-status-item-title-read	Прочитанные
      notifications-center-filters-read-status-item-title-unread	Непрочитанные
      notifications-center-filters-read-status-section-title	Статус прочтения
      notifications-center-filters-title	Фильтры
      notifications-center-filters-types-footer	Чтобы отфильтровать поступление уведомлений в папке уведомлений, измените типы входящих уведомлений. Отключённые типы не будут видны, но их содержимое и любые новые уведомления будут доступны при повторном включении переключателя.
      notifications-center-filters-types-item-title-all	Все типы
      notifications-center-filters-types-section-title	Типы уведомлений
      notifications-center-go-to-article	Статья
      notifications-center-go-to-article-talk-format	Страница обсуждения $1
      notifications-center-go-to-diff	Различия
      notifications-center-go-to-user-page	Страница $1
      notifications-center-go-to-wikidata-item	Элемент Викиданных
      notifications-center-go-to-your-talk-page	Ваша страница обсуждения
      notifications-center-header-alert-from-agent	Оповещение от $1
      notifications-center-inbox-title	Проекты
      notifications-center-inbox-wikimedia-projects-section-footer	Здесь будут отображаться только те проекты, для которых вы создали учётную запись
      notifications-center-inbox-wikimedia-projects-section-title	Проекты Фонда Викимедиа
      notifications-center-inbox-wikipedias-section-title	Википедии
      notifications-center-login-notifications	Уведомления о входе
      notifications-center-mark	Отметить
      notifications-center-mark-all-as-read	Отметить всё прочитанным
      notifications-center-mark-all-as-read-confirmation-format	Вы уверены, что хотите отметить все сообщения ({{PLURAL:$1|$1 шт.}}) уведомлений прочитанными? Уведомления будут отмечены как прочитанные на всех ваших устройствах.
      notifications-center-mark-all-as-read-missing-number	Вы уверены, что хотите отметить все ваши уведомления прочитанными? Уведомления будут отмечены как прочитанные на всех ваших устройствах.
      notifications-center-mark-as-read	Как прочитанное
      notifications-center-mark-as-unread	Как непрочитанное
      notifications-center-notifications-settings	Настройки уведомлений
      notifications-center-num-selected-messages-format	{{PLURAL:$1|$1 сообщение|$1 сообщения|$1 сообщений}}
      notifications-center-onboarding-modal-continue-action	Продолжить
      notifications-center-onboarding-modal-filters-message	Фильтруйте уведомления по статусу прочтения и типу, чтобы уменьшить выдачу в папке «Входящие».
      notifications-center-onboarding-modal-learn-more-action	Узнать подробнее об уведомлениях
      notifications-center-onboarding-modal-notifications-alerts-message	Уведомления помогают информировать вас о действиях, связанных с вашими правками и учётной записью.
      notifications-center-onboarding-modal-notifications-alerts-title	Уведомления и оповещения
      notifications-center-onboarding-modal-project-inboxes-message	Просматривайте в одном месте все непрочитанные сообщения из разных языковых разделов Википедии и других проектов Фонда Викимедиа.
      notifications-center-onboarding-modal-project-inboxes-title	Входящие проектов
      notifications-center-onboarding-modal-push-notifications-message	Включите push-уведомления, чтобы быть в курсе сообщений и оповещений о редактировании на вашем мобильном устройстве.
      notifications-center-onboarding-modal-title	Редактирование уведомлений
      notifications-center-onboarding-panel-heading	Включить пуш-уведомления?
      notifications-center-onboarding-panel-secondary-button	Нет, спасибо
      notifications-center-onboarding-panel-subheading	Википедия — это коллаборативный проект, и активация push-уведомлений поможет вам быть в курсе сообщений, предупреждений и благодарностей от коллег-редакторов.
      notifications-center-project-filters-accessibility-label	Фильтр проектов
      notifications-center-status-all-notifications	Все уведомления
      notifications-center-status-filtered-by	Отфильтровано по
      notifications-center-status-in-projects	{{PLURAL:$1|1=В одном проекте|В $1 проектах}}
      notifications-center-subheader-edit-milestone	Веха в редактировании
      notifications-center-subheader-edit-reverted	Ваша правка была отменена
      notifications-center-subheader-email-from-other-user	Новый e-mail
      notifications-center-subheader-login-fail-unknown-device	Неудавшаяся попытка входа
      notifications-center-subheader-login-success-unknown-device	Вход с неизвестного устройства
      notifications-center-subheader-mention-talk-page	Упоминание на странице обсуждения
      notifications-center-subheader-message-user-talk-page	Сообщение на вашей странице обсуждения
      notifications-center-subheader-page-reviewed	Страница прочитана
      notifications-center-subheader-translate-milestone	Веха в переводах
      notifications-center-subheader-wikidata-connection	Связь с Викиданными создана
      notifications-center-swipe-mark-as-read	Прочитанное
      notifications-center-swipe-mark-as-unread	Непрочитанное
      notifications-center-swipe-more	Ещё
      notifications-center-title	Уведомления
      notifications-center-toolbar-mark-accessibility-label	Отметить выбранные уведомления
      notifications-center-type-item-description-mentions	Упоминания
      notifications-center-type-item-description-notice	Примечание
      notifications-center-type-title-connection-with-wikidata	Связка с Викиданными
      notifications-center-type-title-edit-milestone	Веха в редактировании
      notifications-center-type-title-edit-reverted	Правка отменена
      notifications-center-type-title-edit-summary-mention	Упоминание в описании изменений
      notifications-center-type-title-email-from-other-user	Эл. письмо от другого участника
      notifications-center-type-title-login-attempts	Попытки входа
      notifications-center-type-title-login-success	Успешный вход
      notifications-center-type-title-other	Другое
      notifications-center-type-title-page-review	Проверка страниц
      notifications-center-type-title-sent-mention-failure	Не удалось отправить упоминание
      notifications-center-type-title-sent-mention-success	Упоминание успешно отправлено
      notifications-center-type-title-talk-page-mention	Упоминание на странице обсуждения
      notifications-center-type-title-user-talk-page-messsage	Сообщение на странице обсуждения
      notifications-center-type-title-welcome	Добро пожаловать!
      notifications-push-talk-title-format	{{PLURAL:$1|Новое сообщение|Новые сообщения}}
      places-title	Места
      preference-summary-eventlogging-opt-in	Разрешить Фонду Викимедиа собирать информацию о том, как вы используете приложение. Это помогает нам улучшать его.
      relative-date-hrs-ago	{{PLURAL:$1|0=Недавно|$1 час назад|$1 часов назад|$1 часа назад}}
      relative-date-min-ago	{{PLURAL:$1|0=Только что|$1 минуту назад|$1 минут назад|$1 минуты назад}}
      reverted-edit-title	Отменённая правка
      saved-title	Сохранено
      search-field-placeholder-text	Поиск по Википедии
      search-title	Поиск
      settings-account	Учётная запись
      settings-clear-cache	Очистить кэш
      settings-help-and-feedback	Помощь и обратная связь
      settings-languages-feed-customization	Можно указать языки, на которых будет отображаться информация в вашей ленте.
      settings-my-languages	Мои языки
      settings-notifications	Пуш-уведомления
      settings-notifications-echo-failure-message	Во время проверки подписок на уведомления, связанных с вашей учётной записью, произошла ошибка.
      settings-notifications-echo-failure-title	Невозможно проверить подписки на эхо-уведомления
      settings-notifications-echo-failure-try-again	Попробовать ещё раз
      settings-notifications-header	Будьте в курсе действий, связанных с вашей учётной записью: сообщения от других участников, оповещения и уведомления. Все данные конфиденциальны и актуальны.
      settings-primary-language	Основной
      settings-primary-language-details	Первый язык в этом списке используется как основной язык приложения.
      settings-storage-and-syncing-title	Хранение и синхронизация статей
      settings-title	Настройки
      theme-black-display-name	Чёрная
      theme-dark-display-name	Тёмная
      theme-light-display-name	Светлая
      theme-sepia-display-name	Сепия
      welcome-exploration-explore-feed-title	Лента
      welcome-languages-add-button	Добавить язык
      wikitext-upload-save-anonymously-warning	Правки будут отмечены IP-адресом вашего устройства. Если вы $1, то получите более высокий уровень конфиденциальности.
      echo-category-title-article-linked	{{PLURAL:$1|1=Ссылка на странице|Ссылки на страницах}}
      echo-category-title-edit-thank	Благодарность
      echo-category-title-edit-user-talk	{{PLURAL:$1|1=Правка|Правки}} на странице обсуждения
      echo-category-title-emailuser	Электронная почта от {{PLURAL:$1|другого участника|других участников}}
      echo-category-title-login-fail	Неудачные попытки входа
      echo-category-title-login-success	Вход с незнакомого компьютера
      echo-category-title-mention	{{PLURAL:$1|1=Упоминание|Упоминания}}
      echo-category-title-mention-failure	{{PLURAL:$1|Неудачное упоминание|Неудачные упоминания}}
      echo-category-title-mention-success	{{PLURAL:$1|Успешное упоминание|Успешные упоминания}}
      echo-category-title-reverted	{{PLURAL:$1|1=Отмена|Отмены}} правок
      echo-category-title-thank-you-edit	{{PLURAL:$1|Веха|Вехи}} в редактировании
      echo-category-title-user-rights	{{PLURAL:$1|Изменение|Изменения}} прав участника
      """#
    ),
    (
      .arabic,
      #"""
      account-group-title	حسابك
      account-talk-preferences-auto-sign-discussions	التوقيع التلقائي للنقاشات
      account-talk-preferences-auto-sign-discussions-setting-explanation	سيستخدم التوقيع التلقائي للمناقشات التوقيع المحدد في إعدادات التوقيع
      account-talk-preferences-title	تفضيلات صفحة النقاش
      action-cancel	إلغاء
      announcements-dismiss	تجاهل
      appearance-settings-reading-themes	موضوعات القراءة
      article-languages-others	لغات اخرى
      article-languages-yours	لغاتك
      button-go-back	رجوع
      button-next	التالي
      button-ok	حسنا
      button-skip	تخطٍ
      close-button-accessibility-label	أغلق
      description-add-title	إضافة الوصف
      description-edit-for-article	وصف مقالة $1
      description-edit-license	عن طريق تغيير وصف المقالة، فأنا أوافق على $1 وعلى نشر مساهماتي بلا رجعة تحت ترخيص $2.
      description-edit-placeholder-title	الوصوفات القصيرة هي الأفضل
      description-edit-publish	نشر الوصف
      description-edit-title	عدل الوصف
      description-edit-warning	حاول إبقاء الوصوفات قصيرة حتى يستطيع المستخدمون فهم موضوع المقالة سريعا
      description-edit-warning-casing	يجب كتابة أسماء العلم فقط بأحرف كبيرة ، حتى في بداية الجملة.
      description-published-button-title	تم
      description-published-subtitle	أنت جعلت ويكيبيديا أفضل للجميع
      description-published-title	الوصف نشر!
      description-welcome-concise-sub-title	مثاليا سطر واحد، ما بين كلمتين إلى 12 كلمة
      description-welcome-concise-title	أبقه مختصرا
      description-welcome-descriptions-sub-title	يلخص المقالة لمساعدة القراء على فهم الموضوع سريعا
      description-welcome-descriptions-title	وصف المقالة
      description-welcome-promise-title	بالبدء، أنا أعد بعدم إساءة استخدام هذه الخاصية
      description-welcome-start-editing-button	البدء بالتعديل
      explore-featured-article-heading	مقالة مختارة
      explore-feed-language-settings	استكشاف إعدادات لغة التغذية
      explore-feed-preferences-customize-explore-feed-action-title	تخصيص خلاصة الاستكشاف
      explore-most-read-generic-heading	الأعلى قراءة
      explore-potd-heading	صورة اليوم
      history-title	التاريخ
      home-title	استكشف
      languages-wikipedia	لغات ويكيبيديا
      main-menu-about	عن التطبيق
      main-menu-account-login	تسجيل الدخول
      main-menu-account-logout	تسجيل الخروج
      main-menu-account-logout-are-you-sure	هل تريد بالتاكيد تسجيل الخروج؟
      main-menu-heading-legal	الشروط والخصوصية
      main-menu-privacy-policy	سياسة الخصوصية
      main-menu-rate-app	قيم التطبيق
      main-menu-terms-of-use	شروط الاستخدام
      notifications-center-agent-description-from-format	من $1
      notifications-center-alert	انذار
      notifications-center-applied-filters-accessibility-label	تصفية الاشعارات - تم اضافة التصفيات
      notifications-center-applied-project-filters-accessibility-label	تصفية المشاريع - تمت اضافة التصفية
      notifications-center-badge-button-accessibility-label	اشعارات بدون اشارة القراءة
      notifications-center-change-password	تغيير كلمة السر
      notifications-center-checking-for-notifications	التحقق من الاشعارات ...
      notifications-center-destination-app	في التطبيق
      notifications-center-destination-web	على الويب
      notifications-center-detail-title	تفاصيل الإشعار
      notifications-center-empty-no-messages	ليس لديك رسائل
      notifications-center-empty-state-filters-subtitle	قم بتعديل $1 لرؤية المزيد من الرسائل
      notifications-center-empty-state-no-projects-selected	اضف المشاريع لرؤية المزيد من الرسائل
      notifications-center-feed-news-notification-button-text	أظهر الإشعارات
      notifications-center-feed-news-notification-text	إخطارات التحرير لجميع مشاريع ويكيميديا متاحة الآن من خلال التطبيق. اشترك في إخطارات الدفع  لمواكبة رسائلك على ويكيبيديا أثناء التنقل.
      notifications-center-filters-accessibility-label	مُرشّح الإشعارات
      notifications-center-filters-read-status-item-title-all	الكل
      notifications-center-filters-read-status-item-title-read	اقرأ
      notifications-center-filters-read-status-item-title-unread	غير مقروءة
      notifications-center-filters-read-status-section-title	حالة القراءة
      notifications-center-filters-title	المرشحات
      notifications-center-filters-types-footer	تعديل أنواع الإشعارات لتصفيتها داخل / خارج صندوق الوارد الخاص بالإشعارات.  لن تكون الأنواع التي تم إيقاف تشغيلها مرئية ، ولكن سيتوفر محتواها وأي إشعارات جديدة عند تشغيل التبديل مرة أخرى.
      notifications-center-filters-types-item-title-all	جميع الأنواع
      notifications-center-filters-types-section-title	أنواع الإخطارات
      notifications-center-go-to-article	مقالة
      notifications-center-go-to-article-talk-format	صفحة نقاش $1
      notifications-center-go-to-diff	الفرق
      notifications-center-go-to-user-page	صفحة المستخدم $1
      notifications-center-go-to-wikidata-item	عنصر ويكي بيانات
      notifications-center-go-to-your-talk-page	صفحة نقاشك
      notifications-center-header-alert-from-agent	إنذار من $1
      notifications-center-inbox-title	مشاريع
      notifications-center-inbox-wikimedia-projects-section-footer	ستظهر هنا المشاريع التي أنشأت حسابًا لها فقط
      notifications-center-inbox-wikimedia-projects-section-title	مشاريع ويكيميديا
      notifications-center-inbox-wikipedias-section-title	ويكيبيديات
      notifications-center-login-notifications	إشعارات تسجيل الدخول
      notifications-center-mark	تعليم
      notifications-center-mark-all-as-read	اعتبرها كلها مقروءة
      notifications-center-mark-all-as-read-confirmation-format	هل أنت متأكد أنك تريد تعليم كل {{PLURAL:$1| رسالة $1 | $1 رسائل}} من إشعاراتك بمقروء؟ سيتم وضع علامة على إشعاراتك كمقروءة على جميع أجهزتك.
      notifications-center-mark-all-as-read-missing-number	هل أنت متأكد أنك تريد وضع علامة "مقروءة" على جميع الإشعارات؟ سيتم وضع علامة على إشعاراتك كمقروءة على جميع أجهزتك.
      notifications-center-mark-as-read	علّم كمقروءة
      notifications-center-mark-as-unread	علّم كغير مقروء
      notifications-center-notifications-settings	إعدادات الإشعار
      notifications-center-num-selected-messages-format	{{PLURAL:$1| رسالة $1 | رسائل $1 }}
      notifications-center-onboarding-modal-continue-action	استمرار
      notifications-center-onboarding-modal-filters-message	قم بتصفية الإخطارات الخاصة بك عن طريق قراءة الحالة واكتب لتضييق صندوق الوارد الخاص بك بسهولة.
      notifications-center-onboarding-modal-learn-more-action	إعرف المزيد عن الإشعارات
      notifications-center-onboarding-modal-notifications-alerts-message	تساعدك الإشعارات على الإطلاع على النشاط المرتبط بتعديلاتك وحسابك.
      notifications-center-onboarding-modal-notifications-alerts-title	الإخطارات والتنبيهات
      notifications-center-onboarding-modal-project-inboxes-message	اعرض جميع رسائلك غير المقروءة من ويكيبيديا لغات مختلفة ومشاريع ويكيميديا في مكان واحد.
      notifications-center-onboarding-modal-project-inboxes-title	علب بريد المشروع
      notifications-center-onboarding-modal-push-notifications-message	اشترك في دفع الإخطارات لمواكبة رسائل التحرير والتنبيهات أثناء التنقل.
      notifications-center-onboarding-modal-title	تحرير الإخطارات
      notifications-center-onboarding-panel-heading	تشغيل دفع الإخطارات؟
      notifications-center-onboarding-panel-secondary-button	لا شكرًا
      notifications-center-onboarding-panel-subheading	ويكيبيديا عبارة عن مشروع تعاوني ويمكن أن يؤدي تشغيل الإشعارات الفورية إلى تسهيل مواكبة الرسائل والتنبيهات و "الشكر" من زملائك المحررين.
      notifications-center-project-filters-accessibility-label	تصفية المشاريع
      notifications-center-status-all-notifications	كل الإشعارات
      notifications-center-status-filtered-by	تمت تصفيتها بواسطة
      notifications-center-status-in-projects	{{PLURAL:$1| 1 = في مشروع واحد | في مشاريع $1 }}
      notifications-center-subheader-edit-milestone	تحرير المعلم
      notifications-center-subheader-edit-reverted	تم التراجع عن تعديلك
      notifications-center-subheader-email-from-other-user	بريد إلكتروني جديد
      notifications-center-subheader-login-fail-unknown-device	محاولة تسجيل الدخول الفاشلة
      notifications-center-subheader-login-success-unknown-device	تسجيل الدخول من جهاز غير مألوف
      notifications-center-subheader-mention-talk-page	أذكر في صفحة الحديث
      notifications-center-subheader-message-user-talk-page	رسالة على صفحة نقاشك
      notifications-center-subheader-page-reviewed	تمت مراجعة الصفحة
      notifications-center-subheader-translate-milestone	معلم الترجمة
      notifications-center-subheader-wikidata-connection	تم إجراء اتصال ويكي بيانات
      notifications-center-swipe-mark-as-read	علّم كمقروءة
      notifications-center-swipe-mark-as-unread	علم كغير مقروءة
      notifications-center-swipe-more	المزيد
      notifications-center-title	الإشعارات
      notifications-center-toolbar-mark-accessibility-label	حدد الاشعارات المختارة
      notifications-center-type-item-description-mentions	الإشارات
      notifications-center-type-item-description-notice	ملاحظة
      notifications-center-type-title-connection-with-wikidata	الاتصال مع ويكي بيانات
      notifications-center-type-title-edit-milestone	تحرير المعلم
      notifications-center-type-title-edit-reverted	تم إرجاع التعديل
      notifications-center-type-title-edit-summary-mention	إشارة في ملخص التعديل
      notifications-center-type-title-email-from-other-user	بريد إلكتروني من مستخدم آخر
      notifications-center-type-title-login-attempts	محاولات تسجيل الدخول
      notifications-center-type-title-login-success	النجاح في تسجيل الدخول
      notifications-center-type-title-other	أخرى
      notifications-center-type-title-page-review	مراجعة الصفحة
      notifications-center-type-title-sent-mention-failure	فشل إرسال الإشارة
      notifications-center-type-title-sent-mention-success	أرسلت إشارة النجاح
      notifications-center-type-title-talk-page-mention	ذكر صفحة المناقشة
      notifications-center-type-title-user-talk-page-messsage	رسالة صفحة نقاش
      notifications-center-type-title-welcome	مرحبا
      notifications-push-talk-title-format	{{PLURAL:$1| رسالة جديدة | رسائل جديدة}}
      places-title	أماكن
      preference-summary-eventlogging-opt-in	السماح لويكيميديا بجمع المعلومات حول كيفية استخدام التطبيق لتحسينه
      relative-date-hrs-ago	{{PLURAL:$1| 0 = مؤخرا | قبل $1 ساعة | قبل $1 ساعة}}
      relative-date-min-ago	{{PLURAL:$1| 0 = الآن | قبل $1 دقيقة | قبل $1 دقيقة}}
      reverted-edit-title	تم إرجاع التعديل
      saved-title	المحفوظة
      search-field-placeholder-text	البحث في ويكيبيديا
      search-title	بحث
      settings-account	حساب
      settings-clear-cache	مسح المحتوى المخزن
      settings-help-and-feedback	المساعدة والآراء والملاحظات
      settings-languages-feed-customization	أنت يمكنك التحكم في أي اللغات تكون معروضة على تلقيم استكشف الخاص بك عن طريق تعديل إعدادات تلقيم استكشف الخاص بك
      settings-my-languages	لغاتي
      settings-notifications	الإشعارات
      settings-notifications-echo-failure-message	حدث خطأ أثناء التحقق من اشتراكات الإشعارات المتعلقة بحسابك.
      settings-notifications-echo-failure-title	تعذر التحقق من اشتراكات Echo Notification
      settings-notifications-echo-failure-try-again	حاول مجددًا
      settings-notifications-header	يتم تنبيهك بالنشاط المرتبط بحسابك ، مثل الرسائل الواردة من زملائك المساهمين ، والتنبيهات ، والإشعارات. كل شيء مقدم فيما يتعلق بالخصوصية وحتى البيانات الدقيقة.
      settings-primary-language	أساسي
      settings-primary-language-details	اللغة الأولى في هذه القائمة هي اللغة الأساسية للتطبيق
      settings-storage-and-syncing-title	تخزين ومزامنة المقالة
      settings-title	إعدادات
      theme-black-display-name	أسود
      theme-dark-display-name	غامق
      theme-light-display-name	فاتح
      theme-sepia-display-name	بني داكن
      welcome-exploration-explore-feed-title	خلاصة الاستكشاف
      welcome-languages-add-button	إضافة لغة آخرى
      wikitext-upload-save-anonymously-warning	سوف تحفظ التعديلات تحت اسم عنوان الأيبي الخاص بجهازك. لو $1 سوف يتوفر لك المزيد من الخصوصية.
      echo-category-title-article-linked	{{PLURAL:$1|وصلة|وصلات}} صفحة
      echo-category-title-edit-thank	شكر
      echo-category-title-edit-user-talk	{{PLURAL:$1|رسالة|رسائل}} صفحة النقاش
      echo-category-title-emailuser	{{PLURAL:$1|بريد إلكتروني من مسخدم آخر|بريد إلكتروني من مستخدمين آخرين}}
      echo-category-title-login-fail	محاولات الدخول الفاشلة
      echo-category-title-login-success	تسجيل دخول من جهاز غير معروف
      echo-category-title-mention	{{PLURAL:$1|إشارة|إشارات}}
      echo-category-title-mention-failure	فشلت {{PLURAL:$1|الإشارة|الإشارات}}
      echo-category-title-mention-success	نجحت {{PLURAL:$1|الإشارة|الإشارات}}
      echo-category-title-reverted	إلغاء {{PLURAL:$1|تعديل|تعديلات}}
      echo-category-title-thank-you-edit	تحرير {{PLURAL:$1|الإنجاز|الإنجازات}}
      echo-category-title-user-rights	{{PLURAL:$1|تغيير صلاحيات المستخدم|تغييرات صلاحيات المستخدم}}
      """#
    ),
    (
      .hebrew,
      #"""
      account-group-title	החשבון שלך
      account-talk-preferences-auto-sign-discussions	חתימה אוטומטית בדיונים
      account-talk-preferences-auto-sign-discussions-setting-explanation	חתימה אוטומטית בדיונים תשתמש בחתימה שהוגדרה בהגדרות החתימה
      account-talk-preferences-title	העדפות דף שיחה
      action-cancel	ביטול
      announcements-dismiss	סגירה
      appearance-settings-reading-themes	ערכות נושא לקריאה
      article-languages-others	שפות אחרות
      article-languages-yours	השפות שלך
      button-go-back	חזרה
      button-next	הבא
      button-ok	אישור
      button-skip	לדלג
      close-button-accessibility-label	סגירה
      description-add-title	הוספת תיאור
      description-edit-for-article	תיאור הערך עבור $1
      description-edit-license	שינוי תיאור הערך מהווה את הסכמתי ל$1 ולשחרור בלתי־חוזר של התרומות שלי לפי תנאי רישיון $2.
      description-edit-placeholder-title	תיאורים קצרים הם הטובים ביותר
      description-edit-publish	פרסום התיאור
      description-edit-title	עריכת תיאור
      description-edit-warning	השתדלו להקפיד שהתיאורים יהיו קצרים כדי שמשתמשים יוכלו להבין מה נושא הערך במבט מהיר
      description-edit-warning-casing	צריך לכתוב באות גדולה רק שמות פרטיים, גם התחילת משפט
      description-published-button-title	סיום
      description-published-subtitle	שיפרת עכשיו את ויקיפדיה בשביל כולם
      description-published-title	התיאור פורסם!
      description-welcome-concise-sub-title	הכי טוב שורה אחת, בין שתיים לשתים־עשרה מילים
      description-welcome-concise-title	זה אמור להיות קצר
      description-welcome-descriptions-sub-title	מסכם את הערך כדי לעזור לקוראים להבין את הנושא במבט מהיר
      description-welcome-descriptions-title	תיאורי ערך
      description-welcome-promise-title	תחילת העבודה היא ההבטחה שלי לא להשתמש באפשרות הזאת לרעה
      description-welcome-start-editing-button	להתחיל לערוך
      explore-featured-article-heading	ערך מומלץ
      explore-feed-language-settings	הגדרות השפה של הזנת לחקור
      explore-feed-preferences-customize-explore-feed-action-title	התאמה אישית של ההזנה "לחקור"
      explore-most-read-generic-heading	הנקראים ביותר
      explore-potd-heading	תמונת היום
      history-title	היסטוריה
      home-title	לחקור
      languages-wikipedia	שפות ויקיפדיה
      main-menu-about	אודות היישום
      main-menu-account-login	כניסה
      main-menu-account-logout	יציאה
      main-menu-account-logout-are-you-sure	האם ברצונך לצאת?
      main-menu-heading-legal	פרטיות ותנאי שימוש
      main-menu-privacy-policy	מדיניות פרטיות
      main-menu-rate-app	דירוג היישום
      main-menu-terms-of-use	תנאי שימוש
      notifications-center-agent-description-from-format	מאת $1
      notifications-center-alert	התראה
      notifications-center-applied-filters-accessibility-label	מסנן עדכונים – מסננים מופעלים
      notifications-center-applied-project-filters-accessibility-label	מסנן מיזמים – מסננים מופעלים
      notifications-center-badge-button-accessibility-label	עדכונים עם סמל "לא נקרא"
      notifications-center-change-password	שינוי סיסמה
      notifications-center-checking-for-notifications	בדיקת התראות...
      notifications-center-destination-app	ביישום
      notifications-center-destination-web	באתר
      notifications-center-detail-title	פרטי התראה
      notifications-center-empty-no-messages	אין לך הודעות
      notifications-center-empty-state-filters-subtitle	יש לשנות $1 כדי לראות עוד הודעות
      notifications-center-empty-state-no-projects-selected	יש להוסיף מיזמים כדי לראות עוד הודעות
      notifications-center-feed-news-notification-button-text	הפעלת עדכוני דחיפה
      notifications-center-feed-news-notification-text	התראות עריכה זמינות עכשיו לכל מיזמי ויקימדיה זמינות עכשיו בכל היישום. אפשר להפעיל את עדכוני הדחיפה כדי להיות מעודכנים עם ההודעות בוויקיפדיה בתנועה.
      notifications-center-filters-accessibility-label	מסנן עדכונים
      notifications-center-filters-read-status-item-title-all	הכול
      notifications-center-filters-read-status-item-title-read	נקראו
      notifications-center-filters-read-status-item-title-unread	לא נקראו
      notifications-center-filters-read-status-section-title	מצב קריאה
      notifications-center-filters-title	מסננים
      notifications-center-filters-types-footer	לשנות את סוגי העדכונים כדי לסנן אותם בתיבה. סוגים כבויים לא יוצגו, אבל התוכן שלהם, וכל העדכונים החדשים יהיו זמינים כשזה יופעל שוב.
      notifications-center-filters-types-item-title-all	כל הסוגים
      notifications-center-filters-types-section-title	סוגי העדכונים
      notifications-center-go-to-article	ערך
      notifications-center-go-to-article-talk-format	דף השיחה של $1
      notifications-center-go-to-diff	השוואה
      notifications-center-go-to-user-page	דף המשתמש של $1
      notifications-center-go-to-wikidata-item	פריט ויקינתונים
      notifications-center-go-to-your-talk-page	דף השיחה שלך
      notifications-center-header-alert-from-agent	התראה מאת $1
      notifications-center-inbox-title	מיזמים
      notifications-center-inbox-wikimedia-projects-section-footer	רק מיזמים שיצרת בהם חשבון יופיעו כאן
      notifications-center-inbox-wikimedia-projects-section-title	מיזמי ויקימדיה
      notifications-center-inbox-wikipedias-section-title	ויקיפדיות
      notifications-center-login-notifications	התראות כניסה
      notifications-center-mark	לסמן
      notifications-center-mark-all-as-read	לסמן שהכול נקרא
      notifications-center-mark-all-as-read-confirmation-format	האם באמת לסמן את {{PLURAL:$1|הודעת העדכונים שלך כאילו היא נקראה? העדכון שלך יסומן בתור עדכון שנקרא|כל $1 הודעות העדכונים שלך כאילו הם נקראו? העדכונים שלך יסומנו בתור עדכונים שנקרא}} בכל המכשירים שלך.
      notifications-center-mark-all-as-read-missing-number	האם באמת לסמן את כל העדכונים שלך כעדכונים שנקראו? העדכונים שלך יסומנו כך בכל המכשירים שלך.
      notifications-center-mark-as-read	סימון כהודעה שנקראה
      notifications-center-mark-as-unread	סימון כהודעה שלא נקראה
      notifications-center-notifications-settings	הגדרות התראות
      notifications-center-num-selected-messages-format	{{PLURAL:$1|הודעה אחת|$1 הודעות}}
      notifications-center-onboarding-modal-continue-action	המשך
      notifications-center-onboarding-modal-filters-message	סינון ההתראות שלך לפי מצב קריאה והקלדה לצמצום קל של תיבת הדואר הנכנס שלך.
      notifications-center-onboarding-modal-learn-more-action	מידע נוסף על התראות
      notifications-center-onboarding-modal-notifications-alerts-message	התראות עוזרות לך לקבל מידע על פעילות שקשורה לעריכות שלך ולחשבון שלך.
      notifications-center-onboarding-modal-notifications-alerts-title	התראות והודעות
      notifications-center-onboarding-modal-project-inboxes-message	כל ההודעות שלא קראת מוויקיפדיה בשפות שונות וממיזמי ויקימדיה אחרים מוצגות במקום אחד.
      notifications-center-onboarding-modal-project-inboxes-title	תיבות דואר נכנס לפי מיזם
      notifications-center-onboarding-modal-push-notifications-message	אפשר להפעיל את עדכוני הדחיפה כדי להיות מעודכנים עם הודעות העריכה בתנועה.
      notifications-center-onboarding-modal-title	עדכוני עריכה
      notifications-center-onboarding-panel-heading	להפעיל את עדכוני הדחיפה?
      notifications-center-onboarding-panel-secondary-button	לא, תודה
      notifications-center-onboarding-panel-subheading	ויקיפדיה היא מיזם שיתופי והפעלת עדכוני הדחיפה תקל על התעדכנות עם הודעות, התראות, ו"תודות" מעורכים עמיתים.
      notifications-center-project-filters-accessibility-label	מסנן מיזמים
      notifications-center-status-all-notifications	כל ההודעות
      notifications-center-status-filtered-by	מסונן לפי
      notifications-center-status-in-projects	{{PLURAL:$1|במיזם אחד|ב־$1 מיזמים}}
      notifications-center-subheader-edit-milestone	אבן דרך בעריכה
      notifications-center-subheader-edit-reverted	העריכה שלך שוחזרה
      notifications-center-subheader-email-from-other-user	דוא"ל חדש
      notifications-center-subheader-login-fail-unknown-device	ניסיון כניסה כושל
      notifications-center-subheader-login-success-unknown-device	כניסה ממכשיר לא מוכר
      notifications-center-subheader-mention-talk-page	אזכור בדף שיחה
      notifications-center-subheader-message-user-talk-page	הודעה בדף השיחה שלך
      notifications-center-subheader-page-reviewed	הדף נסקר
      notifications-center-subheader-translate-milestone	אבן דרך בתרגום
      notifications-center-subheader-wikidata-connection	קישור ויקינתונים בוצע
      notifications-center-swipe-mark-as-read	לסמן כהודעה שנקראה
      notifications-center-swipe-mark-as-unread	לסמן כהודעה שלא נקראה
      notifications-center-swipe-more	עוד
      notifications-center-title	התראות
      notifications-center-toolbar-mark-accessibility-label	נא לסמן את העדכונים הנבחרים
      notifications-center-type-item-description-mentions	אזכורים
      notifications-center-type-item-description-notice	התראה
      notifications-center-type-title-connection-with-wikidata	חיבור עם ויקינתונים
      notifications-center-type-title-edit-milestone	אבן דרך בעריכה
      notifications-center-type-title-edit-reverted	שחזור עריכה
      notifications-center-type-title-edit-summary-mention	אזכור בתקציר עריכה
      notifications-center-type-title-email-from-other-user	דואר אלקטרוני ממשתמש אחר
      notifications-center-type-title-login-attempts	ניסיונות כניסה לחשבון
      notifications-center-type-title-login-success	כניסה מוצלחת
      notifications-center-type-title-other	אחרות
      notifications-center-type-title-page-review	סקירת דף
      notifications-center-type-title-sent-mention-failure	אזכור כושל
      notifications-center-type-title-sent-mention-success	אזכור מוצלח
      notifications-center-type-title-talk-page-mention	אזכור בדף שיחה
      notifications-center-type-title-user-talk-page-messsage	הודעת בדף שיחה
      notifications-center-type-title-welcome	ברוך בואך
      notifications-push-talk-title-format	{{PLURAL:$1|הודעה חדשה|הודעות חדשות}}
      places-title	מקומות
      preference-summary-eventlogging-opt-in	לאפשר לקרן ויקימדיה לאסוף מידע על השימוש שלך ביישום כדי לשפר אותו
      relative-date-hrs-ago	{{PLURAL:$1|0=לפני זמן קצר|1=לפני שעה|2=לפני שעתיים|לפני $1 שעות}}
      relative-date-min-ago	{{PLURAL:$1|0=זה עתה|1=לפני דקה|לפני $1 דקות}}
      reverted-edit-title	עריכה ששוחזרה
      saved-title	נשמר
      search-field-placeholder-text	חיפוש בוויקיפדיה
      search-title	חיפוש
      settings-account	חשבון
      settings-clear-cache	ניקוי נתונים מוטמנים
      settings-help-and-feedback	עזרה ומשוב
      settings-languages-feed-customization	אפשר לנהל אילו שפות מוצגות בהזנת לחקור באמצעות התאמה אישית של ההעדפות שלך עבור הזנת לחקור.
      settings-my-languages	השפות שלי
      settings-notifications	עדכוני דחיפה
      settings-notifications-echo-failure-message	אירעה שגיאה בעת בדיקת מינויים להתראות שקשורות לחשבון שלך.
      settings-notifications-echo-failure-title	לא ניתן לבדוק מינויים להתראות Echo
      settings-notifications-echo-failure-try-again	לנסות שוב
      settings-notifications-header	באפשרותך לקבל התראות על פעולות שקשורות לחשבון שלך, כגון הודעות מתורמים עמיתים, עדכונים, ומידע אחר. הכול מסופק תוך כדי כיבוד פרטיות ונתונים עדכניים ביותר.
      settings-primary-language	ראשית
      settings-primary-language-details	השפה הראשונה ברשימה הזאת היא השפה הראשית עבור היישום.
      settings-storage-and-syncing-title	אחסון וסנכרון ערכים
      settings-title	הגדרות
      theme-black-display-name	שחורה
      theme-dark-display-name	חשוכה
      theme-light-display-name	בהיר
      theme-sepia-display-name	ספיה
      welcome-exploration-explore-feed-title	הזנת לחקור
      welcome-languages-add-button	הוספת שפה אחרת
      wikitext-upload-save-anonymously-warning	העריכות שלך תיוחסנה לכתובת ה־IP של המכשיר שלך. רישום באמצעות הכפתור $1 יעניק לך יותר פרטיות.
      echo-category-title-article-linked	{{PLURAL:$1|קישור לדף|קישורים לדפים}}
      echo-category-title-edit-thank	תודות
      echo-category-title-edit-user-talk	{{PLURAL:$1|עריכה|עריכות}} בדף שיחת המשתמש שלי
      echo-category-title-emailuser	{{PLURAL:$1|דוא"ל ממשתמש אחר|דוא"ל ממשתמשים אחרים}}
      echo-category-title-login-fail	ניסיונות כניסה כושלים
      echo-category-title-login-success	כניסה ממכשיר לא מוכר
      echo-category-title-mention	{{PLURAL:$1|אזכור|אזכורים}}
      echo-category-title-mention-failure	{{PLURAL:$1|אזכור שנכשל|אזכורים שנכשלו}}
      echo-category-title-mention-success	{{PLURAL:$1|אזכור שהצליח|אזכורים שהצליחו}}
      echo-category-title-reverted	{{PLURAL:$1|שחזור עריכה|שחזורי עריכות}}
      echo-category-title-thank-you-edit	{{PLURAL:$1|אבן דרך|אבני דרך}} בעריכה
      echo-category-title-user-rights	{{PLURAL:$1|שינוי|שינויים}} בהרשאות שלי
      """#
    ),
  ]
}
