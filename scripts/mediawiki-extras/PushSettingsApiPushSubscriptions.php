<?php
use MediaWiki\MediaWikiServices;
use Wikimedia\ParamValidator\ParamValidator;

/**
 * action=echopushsubscriptions, answering as Echo's module does: a parent that checks the
 * user and dispatches to the create and delete commands, then adds {"<command>":{"result":"Success"}}.
 */
class PushSettingsApiPushSubscriptions extends ApiBase {
	/** @var ApiModuleManager|null */
	private $moduleManager;

	public function execute() {
		if ( !$this->getUser()->isRegistered() ) {
			$this->dieWithError(
				[ 'apierror-mustbeloggedin', $this->msg( 'action-editmyprivateinfo' ) ], 'notloggedin' );
		}
		$this->checkUserRightsAny( 'editmyprivateinfo' );
		$command = $this->getParameter( 'command' );
		$module = $this->getModuleManager()->getModule( $command, 'command' );
		$module->execute();
		$this->getResult()->addValue( null, $module->getModuleName(), [ 'result' => 'Success' ] );
	}

	public function getModuleManager() {
		if ( !$this->moduleManager ) {
			$this->moduleManager = new ApiModuleManager(
				$this, MediaWikiServices::getInstance()->getObjectFactory() );
			$modules = [];
			foreach ( [
				'create' => PushSettingsApiPushSubscriptionsCreate::class,
				'delete' => PushSettingsApiPushSubscriptionsDelete::class,
			] as $name => $class ) {
				$modules[$name] = [ 'class' => $class, 'factory' => "$class::factory" ];
			}
			$this->moduleManager->addModules( $modules, 'command' );
		}
		return $this->moduleManager;
	}

	protected function getAllowedParams() {
		return [ 'command' => [ ParamValidator::PARAM_TYPE => 'submodule', ParamValidator::PARAM_REQUIRED => true ] ];
	}

	public function isWriteMode() {
		return true;
	}

	public function mustBePosted() {
		return true;
	}

	public function needsToken() {
		return 'csrf';
	}

	public function isInternal() {
		return true;
	}
}
