<?php
// Included at the end of every local wiki's LocalSettings.php by scripts/mediawiki.
// What Echo would give these wikis for the push settings screen, and nothing more: the 16 push
// preferences (API-settable, with Echo's defaults) and action=echopushsubscriptions.

// Subscriptions belong to the user, not to a wiki (Echo keys them by central user id), so every
// local wiki shares this one file. The user's name stands in for the central id here.
$wgPushSettingsSubscriptionsFile = __DIR__ . '/push-subscriptions.sqlite';
// Echo's $wgEchoPushMaxSubscriptionsPerUser.
$wgPushSettingsMaxSubscriptionsPerUser = 10;

// Echo's push defaults (Sources/PushCore/NotificationType.swift says the same).
$wgPushSettingsPushDefaults = [
	'edit-user-talk' => true, 'edit-thank' => true, 'dt-subscription' => true, 'cx' => true,
	'mention' => true, 'mention-failure' => false, 'mention-success' => false,
	'article-linked' => false, 'wikibase-action' => true, 'login-fail' => true,
	'login-success' => true, 'page-review' => true, 'user-rights' => true, 'reverted' => true,
	'emailuser' => true, 'thank-you-edit' => true,
];
foreach ( $wgPushSettingsPushDefaults as $pushType => $pushDefault ) {
	$wgDefaultUserOptions["echo-subscriptions-push-$pushType"] = $pushDefault;
}
unset( $pushType, $pushDefault );

$wgHooks['GetPreferences'][] = static function ( $user, &$preferences ) {
	global $wgPushSettingsPushDefaults;
	foreach ( $wgPushSettingsPushDefaults as $type => $default ) {
		// 'api': settable through action=options, not shown on Special:Preferences.
		$preferences["echo-subscriptions-push-$type"] = [ 'type' => 'api' ];
	}
};

// Echo requires editmyprivateinfo, which no 1.39 bot-password grant carries.
$wgGrantPermissions['editmyoptions']['editmyprivateinfo'] = true;

$wgAutoloadClasses['PushSettingsSubscriptionStore'] = __DIR__ . '/PushSettingsSubscriptionStore.php';
$wgAutoloadClasses['PushSettingsApiPushSubscriptions'] = __DIR__ . '/PushSettingsApiPushSubscriptions.php';
$wgAutoloadClasses['PushSettingsApiPushSubscriptionsCreate'] = __DIR__ . '/PushSettingsApiPushSubscriptionsCreate.php';
$wgAutoloadClasses['PushSettingsApiPushSubscriptionsDelete'] = __DIR__ . '/PushSettingsApiPushSubscriptionsDelete.php';
$wgAPIModules['echopushsubscriptions'] = 'PushSettingsApiPushSubscriptions';
$wgMessagesDirs['PushSettingsExtras'] = __DIR__ . '/i18n';
